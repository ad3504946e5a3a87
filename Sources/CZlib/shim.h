#ifndef MATCHCUT_CZLIB_SHIM_H
#define MATCHCUT_CZLIB_SHIM_H
#include <zlib.h>

// deflateInit2 is a macro (it passes the library version and the stream's size); Swift
// does not import macros that call functions.
static inline int mc_zlib_deflate_init(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY);
}
// A raw deflate stream (no zlib header or checksum), as a zip entry holds one.
static inline int mc_zlib_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -15);
}
#endif
