// The test process allocates from glibc's main arena only, and maps any block of 32 KiB or more.
//
// Foundation's Process.run() on Linux (swift-corelibs-foundation before its PR #5472, so the
// Swift 6.3 toolchain here) lists /proc/self/fd and copies 256 bytes of each entry's name,
// where the entry holds a few. With more than about 1,300 descriptors open, the last entry of
// glibc's 32 KiB directory buffer ends at the buffer's end and the copy reads past it. In a
// thread's arena the heap ends exactly there, at a page it has not made readable yet, and the
// test process died (SIGSEGV, "Bad pointer dereference" at a page boundary of a thread heap):
// the contract suites hold a few hundred SQLite stores open at once, 1,200 descriptors and more.
// One arena made it rare, not impossible: the main heap's top can end a few bytes past a buffer
// carved from it, and a run died the same way at the main heap's end. So the directory buffer is
// mapped instead (M_MMAP_THRESHOLD at its size): a mapping is whole pages, and 32 KiB and a
// header leave most of a page readable after the buffer. This runs before any thread exists.
#include <malloc.h>

__attribute__((constructor)) static void threads_tests_one_arena(void) {
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_THRESHOLD, 32 * 1024);
}
