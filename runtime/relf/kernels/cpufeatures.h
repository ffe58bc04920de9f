#pragma once
// What the instruction-set dispatch may use where: on x86 the row kernels
// pick AVX-512, AVX2 or plain C++ at run time (function clones and cpuid);
// elsewhere (WebAssembly, ARM) only the plain C++ kernels are built
// (rowkernelportable.cpp stands in for the x86 ones) and give the same bits.

#if defined(__x86_64__) || defined(__i386__)
#define TERRAIN_X86 1
#define TERRAIN_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define TERRAIN_X86 0
#define TERRAIN_CLONES
#endif
