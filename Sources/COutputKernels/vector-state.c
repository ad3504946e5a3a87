// Clearing the vector registers' upper halves after ISA-L (see the header).
#include "COutputKernels.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define MC_HAVE_SSSE3_PATH 1
#endif
#ifdef MC_HAVE_SSSE3_PATH
__attribute__((target("avx"))) static void zeroupper_avx(void) { _mm256_zeroupper(); }
#endif
void mc_zero_upper(void) {
#ifdef MC_HAVE_SSSE3_PATH
    if (__builtin_cpu_supports("avx")) zeroupper_avx();
#endif
}
