#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

// Start-up's zeroed data (`.bss`) made present and writable in one call, before anything else
// touches it and before a second thread exists: a constructor, run before the runtime's and
// Foundation's own (priority 101, the first an application may take).
//
// Touched one by one, each such page costs a fault when first read (the kernel maps its shared
// zero page) and another when first written (copy on write). Once `StoreHeadStart`'s thread runs
// on the other CPU, that second fault must also flush the old mapping from that CPU's TLB: an
// interrupt sent to it and waited for, which under a hypervisor costs tens of microseconds. A
// `list` page made about 28 of them, in the runtime's once-tokens and witness-table caches that
// argument-parser's parse fills (docs/performance-notes.md, "Start-up's zeroed and relocated pages").
//
// The pages are those from the start of `.bss` to `threads_startup_bss_end`, which
// scripts/startup-order lists after every symbol it orders, so that the linker places it after
// the data start-up touches. Without that order (a debug build, another linker) the range is
// wherever the symbol fell, and more than `most` is left alone. Nothing is reported: a kernel
// older than 5.14 refuses the advice, and the pages are faulted in as before.

#if defined(__linux__)

/// Where the linker put the first byte of `.bss` (GNU ld, gold and lld all define it).
extern char __bss_start[];

/// Placed after the zeroed data start-up touches (scripts/startup_order.py names it last).
/// Zero-initialized, so it lives in `.bss` itself.
char threads_startup_bss_end[1];

/// More than this is not start-up's data but a symbol placed without the order: left alone.
static const uintptr_t most = 1 << 20;

__attribute__((constructor(101))) static void threads_prepare_startup_pages(void) {
#ifdef MADV_POPULATE_WRITE
    long size = sysconf(_SC_PAGESIZE);
    if (size <= 0) return;
    uintptr_t page = (uintptr_t)size;
    uintptr_t start = (uintptr_t)__bss_start & ~(page - 1);
    uintptr_t end = ((uintptr_t)threads_startup_bss_end + sizeof threads_startup_bss_end + page - 1) & ~(page - 1);
    if (end <= start || end - start > most) return;
    (void)madvise((void *)start, end - start, MADV_POPULATE_WRITE);
#endif
}

#endif
