#ifndef MATCHCUT_CPNG_SHIM_H
#define MATCHCUT_CPNG_SHIM_H
// libpng alone, for Output's reader: Output and Golden read PNGs without seeing Cairo.
#include <png.h>

// libpng's simplified API: it reports errors through the png_image instead of longjmp,
// which must never cross Swift frames. Its format constants are composed macros.
static inline png_uint_32 mc_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 mc_png_format_bgra(void) { return PNG_FORMAT_BGRA; }
static inline const char *mc_png_image_message(const png_image *image) { return image->message; }
#endif
