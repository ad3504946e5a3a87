// BGRA to YUV 4:2:0 for the video encoder.
#include "COutputKernels.h"

#include <string.h>

#include "x86.h"

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

#ifdef MC_X86
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
#ifdef MC_X86
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
#ifdef MC_X86
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
