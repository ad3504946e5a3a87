#ifndef MATCHCUT_CBENCHPNG_H
#define MATCHCUT_CBENCHPNG_H
#include <stddef.h>

/// The reference PNG writer of `make bench`: libpng with zlib, the usual way.
/// Writes opaque BGRA pixels (rows of width * 4 bytes) to `path` as an 8-bit RGB PNG, zlib
/// at `level`, with the "sub" filter only (`sub_only` = 1) or libpng's adaptive filters (0).
/// Returns the file's size in bytes, or -1 on error. libpng's longjmp stays inside C.
long mc_bench_libpng_write(const unsigned char *bgra, int width, int height, int level, int sub_only,
                           const char *path);
#endif
