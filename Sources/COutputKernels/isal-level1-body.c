// Which ISA-L code finds the matches of a level-1 stream: ISA-L's portable C body, not its
// assembly ones. See the header and docs/output.md ("Why PNG bytes are reproducible").
//
// ISA-L's `isal_deflate` calls `isal_deflate_icf_body` through the PLT, so the definition
// below, in the executable, is the one it binds to (ELF interposition, as for `malloc`).
// Levels 2 and 3 go on to ISA-L's own bodies unchanged.
#define _GNU_SOURCE
#include "COutputKernels.h"

#include <dlfcn.h>
#include <isa-l/igzip_lib.h>

// Exported by libisal (Debian's libisal2 2.30) though not declared in its headers.
extern void isal_deflate_icf_body_hash_hist_base(struct isal_zstream *stream);
extern void isal_deflate_icf_body_lvl2(struct isal_zstream *stream);
extern void isal_deflate_icf_body_lvl3(struct isal_zstream *stream);

void isal_deflate_icf_body(struct isal_zstream *stream) {
    switch (stream->level) {
    case 3: isal_deflate_icf_body_lvl3(stream); break;
    case 2: isal_deflate_icf_body_lvl2(stream); break;
    default: isal_deflate_icf_body_hash_hist_base(stream); break;
    }
}

int mc_isal_level1_body_is_portable(void) {
    // What a lookup in global scope finds is what libisal's PLT binds to.
    return dlsym(RTLD_DEFAULT, "isal_deflate_icf_body") == (void *)isal_deflate_icf_body;
}
