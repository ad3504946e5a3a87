// PNG rows back to pixels: the frame cache's opaque frames, decoded for the video feed
// instead of drawn again (OpaquePNGDecoder).
#include "COutputKernels.h"

static inline uint8_t paeth_predictor(int a, int b, int c) {
    int p = a + b - c;
    int pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return (uint8_t)(pb <= pc ? b : c);
}

// One row of RGB samples unfiltered in place; `above` is the unfiltered row above, or NULL.
static int unfilter_row(uint8_t type, uint8_t *row, const uint8_t *above, size_t n) {
    switch (type) {
    case 0:
        return 0;
    case 1:
        for (size_t i = 3; i < n; i++) row[i] = (uint8_t)(row[i] + row[i - 3]);
        return 0;
    case 2:
        if (above) for (size_t i = 0; i < n; i++) row[i] = (uint8_t)(row[i] + above[i]);
        return 0;
    case 3:
        for (size_t i = 0; i < n; i++) {
            int left = i >= 3 ? row[i - 3] : 0, up = above ? above[i] : 0;
            row[i] = (uint8_t)(row[i] + ((left + up) >> 1));
        }
        return 0;
    case 4:
        for (size_t i = 0; i < n; i++) {
            int left = i >= 3 ? row[i - 3] : 0, up = above ? above[i] : 0;
            int corner = (i >= 3 && above) ? above[i - 3] : 0;
            row[i] = (uint8_t)(row[i] + paeth_predictor(left, up, corner));
        }
        return 0;
    default:
        return -1;
    }
}

int mc_png_unfilter_rgb_to_bgra(uint8_t *raw, size_t width, size_t height, uint8_t *bgra) {
    const size_t n = width * 3, stride = 1 + n;
    const uint8_t *above = NULL;
    for (size_t y = 0; y < height; y++) {
        uint8_t *row = raw + y * stride + 1;
        uint8_t *d = bgra + y * width * 4;
        if (row[-1] == 1) {
            // "sub", what --png-compression fast writes on every row: unfiltered and
            // expanded in one pass, three running sums in registers.
            uint8_t r = 0, g = 0, b = 0;
            for (size_t x = 0; x < width; x++) {
                uint8_t *s = row + 3 * x;
                r = (uint8_t)(r + s[0]);
                g = (uint8_t)(g + s[1]);
                b = (uint8_t)(b + s[2]);
                s[0] = r, s[1] = g, s[2] = b;
                d[4 * x] = b, d[4 * x + 1] = g, d[4 * x + 2] = r, d[4 * x + 3] = 255;
            }
        } else {
            if (unfilter_row(row[-1], row, above, n) != 0) return -1;
            for (size_t x = 0; x < width; x++) {
                const uint8_t *s = row + 3 * x;
                d[4 * x] = s[2], d[4 * x + 1] = s[1], d[4 * x + 2] = s[0], d[4 * x + 3] = 255;
            }
        }
        above = row;
    }
    return 0;
}
