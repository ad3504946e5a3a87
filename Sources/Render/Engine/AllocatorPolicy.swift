import CCairo

/// How a render asks glibc's malloc to treat large buffers.
///
/// By default a buffer over the mmap threshold (128 KB, raised on the fly to the largest
/// freed so far) is mapped and unmapped on every allocation, and freed arena memory is
/// trimmed back to the kernel. Each of those takes the process's memory map lock for
/// writing, which stalls every other worker's page faults; on a virtual machine a worker
/// put to sleep by it waited milliseconds for its CPU to run again (`perf` at 2 jobs:
/// 10–70 ms per 0.9 s render in munmap, mprotect and mmap, from photos resampled afresh
/// each frame). With both thresholds high, a freed buffer stays in its arena and the next
/// frame's allocation of the same size reuses it; peak memory is unchanged, since the
/// render holds at most a few frames at once.
public enum AllocatorPolicy {
    /// Call once, before starting workers. Process-wide: the CLI calls it for renders.
    /// False if glibc refused either setting.
    @discardableResult
    public static func keepLargeBuffers() -> Bool {
        // 32 MB is the largest mmap threshold glibc accepts on 64-bit (half an arena heap).
        // mallopt returns 1 when it took the setting.
        mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1 && mallopt(M_TRIM_THRESHOLD, 512 << 20) == 1
    }
}
