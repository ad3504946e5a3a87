// The x86 intrinsics, where the target has them: each kernel then picks its SIMD path at
// run time (`__builtin_cpu_supports`) and keeps a scalar one for every other CPU.
#ifndef MC_X86_H
#define MC_X86_H

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define MC_X86 1
#endif

#endif
