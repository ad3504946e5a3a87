// PNG row filters: the SSSE3 "sub" filter of --png-compression fast, the opacity scan,
// and the adaptive filters of small.
#include "COutputKernels.h"

#include <stdlib.h>
#include <string.h>

#include "x86.h"

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

#ifdef MC_X86
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
#ifdef MC_X86
    if (__builtin_cpu_supports("ssse3")) return filter_ssse3(bgra, width, rows, out);
#endif
    return filter_scalar(bgra, width, rows, out);
}

int mc_bgra_is_opaque(const uint8_t *bgra, size_t pixels) {
    size_t i = 0;
#ifdef MC_X86
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
