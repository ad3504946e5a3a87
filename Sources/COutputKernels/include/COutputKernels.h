// The Output stage's C: per-pixel loops in SIMD (x86 paths chosen at run time, with scalar
// fallbacks): PNG row filters (png-filters.c) and their inverse for opaque RGB (png-unfilter.c), BGRA to YUV 4:2:0 for x264 (yuv420.c),
// clearing the vector state after ISA-L (vector-state.c); the choice of ISA-L's level-1
// match finder (isal-level1-body.c); and the ring of memory a frame is drawn and encoded
// through a band at a time (band-ring.c).
#ifndef COUTPUTKERNELS_H
#define COUTPUTKERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Writes `rows` rows of `width` BGRA pixels (rows `width * 4` bytes apart) as filtered RGB
/// rows: the filter type byte 1, then each byte minus the same channel of the pixel to its
/// left (0 left of the first pixel). `out` receives rows * (1 + width * 3) bytes and is never
/// written past that.
///
/// Returns the AND of every alpha byte read: 255 exactly when all of them are opaque, in
/// which case dropping alpha lost nothing.
uint8_t mc_png_filter_sub_rgb(const uint8_t *bgra, size_t width, size_t rows, uint8_t *out);

/// True when every one of `pixels` BGRA pixels has alpha 255. Stops at the first block that
/// holds a translucent pixel.
int mc_bgra_is_opaque(const uint8_t *bgra, size_t pixels);

/// Converts one row of `width` BGRA pixels to RGB (3 bytes a pixel) in `rgb`. Returns the
/// AND of the row's alpha bytes, as `mc_png_filter_sub_rgb` does.
uint8_t mc_bgra_to_rgb(const uint8_t *bgra, size_t width, uint8_t *rgb);

/// Filters one row of raw samples (`rowBytes` bytes, `bpp` bytes a pixel) the way libpng's
/// adaptive filtering does: each of the five PNG filters is tried, and the one whose output
/// has the smallest sum of absolute values (bytes read as signed) wins. `previous` is the
/// raw row above, or NULL for the first row. Writes the filter type byte then `rowBytes`
/// bytes to `out`; `scratch` holds 4 × rowBytes bytes.
void mc_png_filter_adaptive(const uint8_t *raw, const uint8_t *previous, size_t rowBytes, size_t bpp,
                            uint8_t *out, uint8_t *scratch);

/// Unfilters `height` rows of a PNG's inflated 8-bit RGB image data (each row its filter
/// type byte, then `width * 3` bytes; the five PNG filters) in place, and writes the pixels
/// to `bgra` as BGRA with alpha 255: an opaque frame exactly as it was drawn (premultiplied
/// and straight are one for alpha 255). Returns 0, or -1 for an unknown filter type.
int mc_png_unfilter_rgb_to_bgra(uint8_t *raw, size_t width, size_t height, uint8_t *bgra);

/// Clears the upper halves of the vector registers (`vzeroupper`) where the CPU has AVX.
/// ISA-L's AVX-512 deflate and CRC return with them dirty, and until they are cleared every
/// legacy-SSE instruction that follows waits on them: pixman's compositing, drawing the next
/// frame on the same thread, ran 1.7 times slower. Call it after ISA-L.
void mc_zero_upper(void);

// ISA-L level 1 finds its matches with ISA-L's portable C body
// (`isal_deflate_icf_body_hash_hist_base`) in this executable: isal-level1-body.c defines
// `isal_deflate_icf_body`, which libisal calls through its PLT. ISA-L's assembly bodies (SSE
// and AVX2) gave different, equally valid streams for the same input in about one process
// in forty on the 2-core CI machines, and the PNG bytes with them; the C body never did, and
// its streams are 2-4% smaller for 1.2-1.6 ms more a 3x frame (docs/output.md).
//
// True when libisal is bound to that definition. A link that does not export it from the
// executable (a linker that drops or hides it) leaves ISA-L's assembly in place, and PNG
// bytes may then vary from run to run: `matchcut render` warns.
int mc_isal_level1_body_is_portable(void);

/// Converts `width` × `height` premultiplied BGRA pixels, composited over white, to planar
/// YUV 4:2:0 of `outWidth` × `outHeight` (both even, at least the frame's size; the margin
/// is white): BT.601 limited range, as ffmpeg's default RGB-to-yuv420p conversion, chroma
/// from the average of each 2×2 block. `y` receives outWidth × outHeight bytes, `u` and `v`
/// (outWidth / 2) × (outHeight / 2) each. With it the video encoder converts nothing.
void mc_bgra_to_yuv420p(const uint8_t *bgra, size_t width, size_t height, size_t outWidth, size_t outHeight,
                        uint8_t *y, uint8_t *u, uint8_t *v);

/// Reserves `total_bytes` of address space in which the same `ring_bytes` of memory (a
/// multiple of the page size) repeat: byte `i` and byte `i + ring_bytes` are one byte. A frame
/// drawn and encoded a band at a time (band ≤ `ring_bytes`) is then addressed as a whole
/// frame, with every coordinate its own, while its bands take turns in memory that stays in
/// the cache. NULL when the kernel refuses (no memfd); free with `mc_ring_destroy`.
void *mc_ring_create(size_t total_bytes, size_t ring_bytes);
void mc_ring_destroy(void *base, size_t total_bytes);

#endif
