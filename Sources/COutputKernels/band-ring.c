// A frame's address space over a ring of memory (COutputKernels.h, mc_ring_create): one
// memfd of `ring_bytes`, mapped again and again across a reservation of `total_bytes`.
#define _GNU_SOURCE
#include "COutputKernels.h"
#include <sys/mman.h>
#include <unistd.h>

void *mc_ring_create(size_t total_bytes, size_t ring_bytes) {
    int fd = memfd_create("matchcut-band", MFD_CLOEXEC);
    if (fd < 0) return NULL;
    if (ftruncate(fd, (off_t)ring_bytes) != 0) { close(fd); return NULL; }
    unsigned char *base = mmap(NULL, total_bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) { close(fd); return NULL; }
    for (size_t offset = 0; offset < total_bytes; offset += ring_bytes) {
        size_t length = total_bytes - offset < ring_bytes ? total_bytes - offset : ring_bytes;
        if (mmap(base + offset, length, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0) == MAP_FAILED) {
            munmap(base, total_bytes);
            close(fd);
            return NULL;
        }
    }
    close(fd);
    return base;
}

void mc_ring_destroy(void *base, size_t total_bytes) { munmap(base, total_bytes); }
