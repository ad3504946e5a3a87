// Clearing the vector registers' upper halves after ISA-L (see the header).
#include "COutputKernels.h"
#include "x86.h"

#ifdef MC_X86
__attribute__((target("avx"))) static void zeroupper_avx(void) { _mm256_zeroupper(); }
#endif
void mc_zero_upper(void) {
#ifdef MC_X86
    if (__builtin_cpu_supports("avx")) zeroupper_avx();
#endif
}
