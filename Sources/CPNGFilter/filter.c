#include "CPNGFilter.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define MC_HAVE_SSSE3_PATH 1
#endif

// One row, one pixel at a time: the reference for the vector path and its tail.
static inline uint8_t filter_row_scalar(const uint8_t *s, size_t from, size_t width, uint8_t *d, uint8_t alpha) {
    for (size_t x = from; x < width; x++) {
        const uint8_t *p = s + 4 * x;
        uint8_t pr = 0, pg = 0, pb = 0;
        if (x > 0) { pr = p[-2]; pg = p[-3]; pb = p[-4]; }
        uint8_t *q = d + 3 * x;
        q[0] = (uint8_t)(p[2] - pr);
        q[1] = (uint8_t)(p[1] - pg);
        q[2] = (uint8_t)(p[0] - pb);
        alpha &= p[3];
    }
    return alpha;
}

static uint8_t filter_scalar(const uint8_t *bgra, size_t width, size_t rows, uint8_t *out) {
    uint8_t alpha = 255;
    for (size_t y = 0; y < rows; y++) {
        uint8_t *d = out + y * (1 + width * 3);
        d[0] = 1;
        alpha = filter_row_scalar(bgra + y * width * 4, 0, width, d + 1, alpha);
    }
    return alpha;
}

#ifdef MC_HAVE_SSSE3_PATH
// Four pixels at a time: subtract the vector one pixel to the left, then one byte shuffle
// packs B G R A ×4 into R G B ×4 (12 bytes). The 16-byte store writes 4 bytes past those
// 12, which the next group overwrites; the loop stops while a group remains after it, so a
// row's last bytes, and the buffer's end, are only ever written by the scalar tail.
__attribute__((target("ssse3")))
static uint8_t filter_ssse3(const uint8_t *bgra, size_t width, size_t rows, uint8_t *out) {
    const __m128i pack = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i all = _mm_set1_epi8((char)0xFF);
    uint8_t alpha = 255;
    for (size_t y = 0; y < rows; y++) {
        const uint8_t *s = bgra + y * width * 4;
        uint8_t *d = out + y * (1 + width * 3);
        d[0] = 1;
        d += 1;
        size_t x = 0;
        if (width >= 9) {
            // Pixel 0 has nothing to its left.
            alpha = filter_row_scalar(s, 0, 1, d, alpha);
            x = 1;
            for (; x + 8 <= width; x += 4) {
                __m128i cur = _mm_loadu_si128((const __m128i *)(s + 4 * x));
                __m128i left = _mm_loadu_si128((const __m128i *)(s + 4 * x - 4));
                all = _mm_and_si128(all, cur);
                __m128i diff = _mm_shuffle_epi8(_mm_sub_epi8(cur, left), pack);
                _mm_storeu_si128((__m128i *)(d + 3 * x), diff);
            }
        }
        alpha = filter_row_scalar(s, x, width, d, alpha);
    }
    // Alpha is every fourth byte, starting at 3.
    uint8_t lanes[16];
    _mm_storeu_si128((__m128i *)lanes, all);
    return (uint8_t)(alpha & lanes[3] & lanes[7] & lanes[11] & lanes[15]);
}
#endif

uint8_t mc_png_filter_sub_rgb(const uint8_t *bgra, size_t width, size_t rows, uint8_t *out) {
#ifdef MC_HAVE_SSSE3_PATH
    if (__builtin_cpu_supports("ssse3")) return filter_ssse3(bgra, width, rows, out);
#endif
    return filter_scalar(bgra, width, rows, out);
}

int mc_bgra_is_opaque(const uint8_t *bgra, size_t pixels) {
    size_t i = 0;
#ifdef MC_HAVE_SSSE3_PATH
    // SSE2 is part of x86-64: AND 4 KB at a time, then check the alpha lanes.
    const __m128i alphas = _mm_set1_epi32((int)0xFF000000);
    while (i + 256 <= pixels) {
        __m128i all = _mm_set1_epi8((char)0xFF);
        for (size_t k = 0; k < 256; k += 4) {
            all = _mm_and_si128(all, _mm_loadu_si128((const __m128i *)(bgra + 4 * (i + k))));
        }
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(all, alphas), alphas)) != 0xFFFF) return 0;
        i += 256;
    }
#endif
    uint8_t alpha = 255;
    for (; i < pixels; i++) alpha &= bgra[4 * i + 3];
    return alpha == 255;
}

uint8_t mc_bgra_to_rgb(const uint8_t *bgra, size_t width, uint8_t *rgb) {
    uint8_t alpha = 255;
    for (size_t x = 0; x < width; x++) {
        rgb[3 * x] = bgra[4 * x + 2];
        rgb[3 * x + 1] = bgra[4 * x + 1];
        rgb[3 * x + 2] = bgra[4 * x];
        alpha &= bgra[4 * x + 3];
    }
    return alpha;
}

// The Paeth predictor without branches, so the loop vectorizes.
static inline uint8_t paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    int bOrC = pb <= pc ? b : c;
    return (uint8_t)((pa <= pb && pa <= pc) ? a : bOrC);
}

// Sum of the bytes read as signed magnitudes: libpng's "minimum sum of absolute
// differences" heuristic.
static uint64_t cost(const uint8_t *restrict row, size_t n) {
    uint32_t sum = 0;  // 255 × a 3x row's 3,510 bytes fits easily
    for (size_t i = 0; i < n; i++) {
        int v = (int8_t)row[i];
        sum += (uint32_t)(v < 0 ? -v : v);
    }
    return sum;
}

void mc_png_filter_adaptive(const uint8_t *raw, const uint8_t *previous, size_t rowBytes, size_t bpp,
                            uint8_t *out, uint8_t *scratch) {
    uint8_t *restrict sub = scratch, *restrict up = scratch + rowBytes, *restrict avg = scratch + 2 * rowBytes,
            *restrict pae = scratch + 3 * rowBytes;
    const uint8_t *restrict x = raw;
    size_t head = bpp < rowBytes ? bpp : rowBytes;
    // The first pixel has nothing to its left (a = c = 0).
    if (previous) {
        const uint8_t *restrict b = previous;
        for (size_t i = 0; i < head; i++) {
            sub[i] = x[i];
            up[i] = (uint8_t)(x[i] - b[i]);
            avg[i] = (uint8_t)(x[i] - (b[i] >> 1));
            pae[i] = (uint8_t)(x[i] - b[i]);  // Paeth(0, b, 0) = b
        }
        for (size_t i = head; i < rowBytes; i++) {
            int a = x[i - bpp], bb = b[i], c = b[i - bpp];
            sub[i] = (uint8_t)(x[i] - a);
            up[i] = (uint8_t)(x[i] - bb);
            avg[i] = (uint8_t)(x[i] - ((a + bb) >> 1));
            pae[i] = (uint8_t)(x[i] - paeth(a, bb, c));
        }
    } else {
        // The first row: the row above is zeros, so Up is None and Paeth is Sub.
        for (size_t i = 0; i < head; i++) sub[i] = up[i] = avg[i] = pae[i] = x[i];
        for (size_t i = head; i < rowBytes; i++) {
            int a = x[i - bpp];
            sub[i] = pae[i] = (uint8_t)(x[i] - a);
            up[i] = x[i];
            avg[i] = (uint8_t)(x[i] - (a >> 1));
        }
    }
    const uint8_t *candidates[5] = {raw, sub, up, avg, pae};
    uint64_t best = cost(raw, rowBytes);
    int type = 0;
    for (int t = 1; t < 5; t++) {
        uint64_t c = cost(candidates[t], rowBytes);
        if (c < best) { best = c; type = t; }
    }
    out[0] = (uint8_t)type;
    memcpy(out + 1, candidates[type], rowBytes);
}

#ifdef MC_HAVE_SSSE3_PATH
__attribute__((target("avx"))) static void zeroupper_avx(void) { _mm256_zeroupper(); }
#endif
void mc_zero_upper(void) {
#ifdef MC_HAVE_SSSE3_PATH
    if (__builtin_cpu_supports("avx")) zeroupper_avx();
#endif
}

// ---- BGRA to YUV 4:2:0 for the video encoder ----
// BT.601 limited range (16-235 luma, 16-240 chroma), as ffmpeg converts RGB to yuv420p
// when no colour space is named. Coefficients in 15-bit fixed point, so the SIMD path's
// 16-bit multiplies and the scalar path give the same bytes.
enum { CR = 8414, CG = 16519, CB = 3208, UR = -4857, UG = -9535, UB = 14392, VR = 14392, VG = -12052, VB = -2341 };

static inline uint8_t luma15(int r, int g, int b) {
    return (uint8_t)((CR * r + CG * g + CB * b + (16 << 15) + (1 << 14)) >> 15);
}
// From the sums of a 2×2 block's four pixels.
static inline uint8_t chroma_u(int rs, int gs, int bs) {
    return (uint8_t)((UR * rs + UG * gs + UB * bs + (128 << 17) + (1 << 16)) >> 17);
}
static inline uint8_t chroma_v(int rs, int gs, int bs) {
    return (uint8_t)((VR * rs + VG * gs + VB * bs + (128 << 17) + (1 << 16)) >> 17);
}

// A premultiplied BGRA pixel composited over white, or white outside the frame.
static inline void over_white(const uint8_t *bgra, size_t width, size_t height, size_t x, size_t y,
                              int *r, int *g, int *b) {
    if (x >= width || y >= height) { *r = *g = *b = 255; return; }
    const uint8_t *p = bgra + (y * width + x) * 4;
    int rest = 255 - p[3];
    *r = p[2] + rest; *g = p[1] + rest; *b = p[0] + rest;
    if (*r > 255) *r = 255;
    if (*g > 255) *g = 255;
    if (*b > 255) *b = 255;
}

// Two opaque rows, `pairs` 2×2 blocks from the left, scalar.
static void yuv_rows_scalar(const uint8_t *p0, const uint8_t *p1, size_t from, size_t pairs,
                            uint8_t *y0, uint8_t *y1, uint8_t *u, uint8_t *v) {
    for (size_t c = from; c < pairs; c++) {
        const uint8_t *a = p0 + 8 * c, *b = p1 + 8 * c;
        y0[2 * c] = luma15(a[2], a[1], a[0]);
        y0[2 * c + 1] = luma15(a[6], a[5], a[4]);
        y1[2 * c] = luma15(b[2], b[1], b[0]);
        y1[2 * c + 1] = luma15(b[6], b[5], b[4]);
        int rs = a[2] + a[6] + b[2] + b[6], gs = a[1] + a[5] + b[1] + b[5], bs = a[0] + a[4] + b[0] + b[4];
        u[c] = chroma_u(rs, gs, bs);
        v[c] = chroma_v(rs, gs, bs);
    }
}

#ifdef MC_HAVE_SSSE3_PATH
// Eight pixels of each row a step: bytes widened to 16 bits, multiplied and added in pairs
// (B·cB + G·cG, R·cR + A·0), the pairs added, rounded and shifted; chroma from the two rows'
// sums the same way, then adjacent pixels added. Returns the blocks done.
__attribute__((target("avx2")))
static size_t yuv_rows_avx2(const uint8_t *p0, const uint8_t *p1, size_t pairs,
                            uint8_t *y0, uint8_t *y1, uint8_t *u, uint8_t *v) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i cy = _mm256_setr_epi16(CB, CG, CR, 0, CB, CG, CR, 0, CB, CG, CR, 0, CB, CG, CR, 0);
    const __m256i cu = _mm256_setr_epi16(UB, UG, UR, 0, UB, UG, UR, 0, UB, UG, UR, 0, UB, UG, UR, 0);
    const __m256i cv = _mm256_setr_epi16(VB, VG, VR, 0, VB, VG, VR, 0, VB, VG, VR, 0, VB, VG, VR, 0);
    const __m256i yRound = _mm256_set1_epi32((16 << 15) + (1 << 14));
    const __m256i cRound = _mm256_set1_epi32((128 << 17) + (1 << 16));
    // [U0 U1 V0 V1 U2 U3 V2 V3] as bytes → [U0 U1 U2 U3 V0 V1 V2 V3]
    const __m128i order = _mm_setr_epi8(0, 1, 4, 5, 2, 3, 6, 7, -1, -1, -1, -1, -1, -1, -1, -1);
    size_t c = 0;
    for (; c + 4 <= pairs; c += 4) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(p0 + 8 * c));
        __m256i b = _mm256_loadu_si256((const __m256i *)(p1 + 8 * c));
        __m256i aLo = _mm256_unpacklo_epi8(a, zero), aHi = _mm256_unpackhi_epi8(a, zero);
        __m256i bLo = _mm256_unpacklo_epi8(b, zero), bHi = _mm256_unpackhi_epi8(b, zero);
        __m256i ya = _mm256_hadd_epi32(_mm256_madd_epi16(aLo, cy), _mm256_madd_epi16(aHi, cy));
        __m256i yb = _mm256_hadd_epi32(_mm256_madd_epi16(bLo, cy), _mm256_madd_epi16(bHi, cy));
        ya = _mm256_srai_epi32(_mm256_add_epi32(ya, yRound), 15);
        yb = _mm256_srai_epi32(_mm256_add_epi32(yb, yRound), 15);
        __m128i wa = _mm_packs_epi32(_mm256_castsi256_si128(ya), _mm256_extracti128_si256(ya, 1));
        __m128i wb = _mm_packs_epi32(_mm256_castsi256_si128(yb), _mm256_extracti128_si256(yb, 1));
        _mm_storel_epi64((__m128i *)(y0 + 2 * c), _mm_packus_epi16(wa, wa));
        _mm_storel_epi64((__m128i *)(y1 + 2 * c), _mm_packus_epi16(wb, wb));

        __m256i sLo = _mm256_add_epi16(aLo, bLo), sHi = _mm256_add_epi16(aHi, bHi);
        __m256i pu = _mm256_hadd_epi32(_mm256_madd_epi16(sLo, cu), _mm256_madd_epi16(sHi, cu));
        __m256i pv = _mm256_hadd_epi32(_mm256_madd_epi16(sLo, cv), _mm256_madd_epi16(sHi, cv));
        __m256i uv = _mm256_hadd_epi32(pu, pv);  // lane 0: U01 U23 V01 V23, lane 1: U45 U67 V45 V67
        uv = _mm256_srai_epi32(_mm256_add_epi32(uv, cRound), 17);
        __m128i w = _mm_packs_epi32(_mm256_castsi256_si128(uv), _mm256_extracti128_si256(uv, 1));
        __m128i bytes = _mm_shuffle_epi8(_mm_packus_epi16(w, w), order);
        int uvBits[2];
        _mm_storel_epi64((__m128i *)uvBits, bytes);
        memcpy(u + c, &uvBits[0], 4);
        memcpy(v + c, &uvBits[1], 4);
    }
    return c;
}
#endif

void mc_bgra_to_yuv420p(const uint8_t *bgra, size_t width, size_t height, size_t outWidth, size_t outHeight,
                        uint8_t *y, uint8_t *u, uint8_t *v) {
    size_t chromaWidth = outWidth / 2;
#ifdef MC_HAVE_SSSE3_PATH
    int avx2 = __builtin_cpu_supports("avx2");
#endif
    for (size_t row = 0; row < outHeight; row += 2) {
        uint8_t *y0 = y + row * outWidth, *y1 = y0 + outWidth;
        uint8_t *uRow = u + (row / 2) * chromaWidth, *vRow = v + (row / 2) * chromaWidth;
        size_t col = 0;
        if (row + 1 < height && mc_bgra_is_opaque(bgra + row * width * 4, 2 * width)) {
            // Two opaque rows inside the frame: no compositing, no bounds.
            const uint8_t *p0 = bgra + row * width * 4, *p1 = p0 + width * 4;
            size_t pairs = width / 2, done = 0;
#ifdef MC_HAVE_SSSE3_PATH
            if (avx2) done = yuv_rows_avx2(p0, p1, pairs, y0, y1, uRow, vRow);
#endif
            yuv_rows_scalar(p0, p1, done, pairs, y0, y1, uRow, vRow);
            col = pairs * 2;
        }
        for (; col < outWidth; col += 2) {
            int r[4], g[4], b[4];
            over_white(bgra, width, height, col, row, &r[0], &g[0], &b[0]);
            over_white(bgra, width, height, col + 1, row, &r[1], &g[1], &b[1]);
            over_white(bgra, width, height, col, row + 1, &r[2], &g[2], &b[2]);
            over_white(bgra, width, height, col + 1, row + 1, &r[3], &g[3], &b[3]);
            y0[col] = luma15(r[0], g[0], b[0]);
            y0[col + 1] = luma15(r[1], g[1], b[1]);
            y1[col] = luma15(r[2], g[2], b[2]);
            y1[col + 1] = luma15(r[3], g[3], b[3]);
            int rs = r[0] + r[1] + r[2] + r[3], gs = g[0] + g[1] + g[2] + g[3], bs = b[0] + b[1] + b[2] + b[3];
            uRow[col / 2] = chroma_u(rs, gs, bs);
            vRow[col / 2] = chroma_v(rs, gs, bs);
        }
    }
}
