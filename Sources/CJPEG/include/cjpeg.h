#ifndef MATCHCUT_CJPEG_H
#define MATCHCUT_CJPEG_H

#include <stddef.h>

/// The pixel size of the JPEG in `data`, from its header; 0 on success, -1 (with `error`
/// filled) when libjpeg-turbo cannot read the header.
int matchcut_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *error, size_t error_size);

/// Decodes the JPEG in `data` into `pixels` (width × height × 4 bytes: B, G, R, 255, Cairo's
/// ARGB32 in memory on a little-endian machine), rows `stride` bytes apart; `width` and
/// `height` are the header's (the caller bounds them first). 0 on success, -1 with `error`
/// filled.
int matchcut_jpeg_decode_bgra(const unsigned char *data, size_t size, unsigned char *pixels, int width, int height,
                              int stride, char *error, size_t error_size);

#endif
