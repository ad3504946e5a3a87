#ifndef MATCHCUT_CISAL_SHIM_H
#define MATCHCUT_CISAL_SHIM_H
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>

// The level_buf sizes are macros built from other macros; Swift does not import them.
static inline unsigned mc_isal_level_buf_size(int level) {
    switch (level) {
    case 0: return 0;
    case 1: return ISAL_DEF_LVL1_DEFAULT;
    case 2: return ISAL_DEF_LVL2_DEFAULT;
    default: return ISAL_DEF_LVL3_DEFAULT;
    }
}
static inline int mc_isal_stream_finished(const struct isal_zstream *s) {
    return s->internal_state.state == ZSTATE_END;
}
#endif
