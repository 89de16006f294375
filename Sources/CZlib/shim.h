#ifndef SIGNOFF_CZLIB_SHIM_H
#define SIGNOFF_CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2 for a gzip stream (window bits 15 + 16: a gzip header and trailer instead of zlib's).
/// deflateInit2 is a macro Swift cannot import.
static inline int signoff_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}
/// inflateInit2 that reads gzip or zlib streams (window bits 15 + 32: the header tells which).
static inline int signoff_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 15 + 32);
}
#endif
