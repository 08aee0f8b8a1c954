// The pages a static PIE's own start-up relocates, made private and writable in a few calls before
// the relocation writes them: `threads`' entry point when it is linked as a static PIE on x86-64
// (Package.swift passes `--entry=threads_entry` with the trait StaticExecutable).
//
// A position-independent program holds about 97,000 pointers that need its load address added
// (Swift's witness tables and value witnesses, class and C++ vtables) on about 300 pages of
// `.data.rel.ro` and `.data`. glibc's start (`_dl_relocate_static_pie`) writes them one by one, and
// the first write to each page traps: the kernel copies the page out of the file's cache and maps
// the copy. `MADV_POPULATE_WRITE` makes the same copies in a few system calls, without the ~300
// traps (docs/performance-notes.md, "Start-up's zeroed and relocated pages"). What the program
// does is unchanged.
//
// This runs before the program is relocated and before the C library is set up, so it touches no
// global variable, calls no library function and makes its system calls itself: only symbols
// the linker resolved to fixed offsets (`_DYNAMIC`, `__ehdr_start`) and the stack. Nothing is
// reported: a kernel older than 5.14 refuses the advice, and the pages are faulted in as before.
#if defined(__x86_64__) && defined(__linux__)

#include <elf.h>
#include <stddef.h>
#include <stdint.h>

#ifndef DT_RELR
#define DT_RELR 36
#define DT_RELRSZ 35
#endif

/// The program's dynamic section and ELF header, where this copy of the program was loaded.
extern const Elf64_Dyn _DYNAMIC[] __attribute__((visibility("hidden")));
extern const Elf64_Ehdr __ehdr_start __attribute__((visibility("hidden")));

/// A run of whole pages, [start, end), collected before it is advised.
struct run {
    uintptr_t start, end;
};

__attribute__((no_stack_protector)) static void advise(uintptr_t start, uintptr_t end) {
    if (end <= start) return;
    long result;
    // madvise(start, end - start, MADV_POPULATE_WRITE): system call 28, advice 23.
    __asm__ volatile("syscall"
                     : "=a"(result)
                     : "0"(28L), "D"(start), "S"(end - start), "d"(23L)
                     : "rcx", "r11", "memory");
    (void)result;
}

/// Adds the page holding `address` to `run`, advising the run first when the page does not follow it.
__attribute__((no_stack_protector)) static void take(struct run *run, uintptr_t address) {
    uintptr_t page = address & ~(uintptr_t)4095;
    if (page >= run->start && page < run->end) return;
    if (page != run->end) {
        advise(run->start, run->end);
        run->start = page;
    }
    run->end = page + 4096;
}

__attribute__((no_stack_protector, used, visibility("hidden"))) void threads_prepare_relocated_pages(void) {
    uintptr_t base = (uintptr_t)&__ehdr_start;
    const uint64_t *relr = NULL;
    const Elf64_Rela *rela = NULL;
    uint64_t relr_size = 0, rela_size = 0;
    for (const Elf64_Dyn *entry = _DYNAMIC; entry->d_tag != DT_NULL; entry++) {
        switch (entry->d_tag) {
        case DT_RELR: relr = (const uint64_t *)(base + entry->d_un.d_ptr); break;
        case DT_RELRSZ: relr_size = entry->d_un.d_val; break;
        case DT_RELA: rela = (const Elf64_Rela *)(base + entry->d_un.d_ptr); break;
        case DT_RELASZ: rela_size = entry->d_un.d_val; break;
        default: break;
        }
    }
    struct run run = {0, 0};
    // Packed (DT_RELR, scripts/install's `-z pack-relative-relocs`): an even word is the address of
    // one pointer; an odd word is a bitmap of which of the next 63 words hold pointers. Pages go up
    // in order, so the first and last pointer of each bitmap are enough.
    uintptr_t next = 0;
    for (uint64_t index = 0; relr && index < relr_size / sizeof *relr; index++) {
        uint64_t word = relr[index];
        if ((word & 1) == 0) {
            take(&run, base + word);
            next = base + word + 8;
            continue;
        }
        uint64_t bits = word >> 1;
        if (bits != 0) {
            take(&run, next + 8 * (uintptr_t)__builtin_ctzll(bits));
            take(&run, next + 8 * (uintptr_t)(63 - __builtin_clzll(bits)));
        }
        next += 63 * 8;
    }
    // Unpacked (another linker): each relative relocation names its pointer.
    for (uint64_t index = 0; rela && index < rela_size / sizeof *rela; index++) {
        if (ELF64_R_TYPE(rela[index].r_info) == R_X86_64_RELATIVE) take(&run, base + rela[index].r_offset);
    }
    advise(run.start, run.end);
}

// The entry point: the kernel's registers and stack are handed to glibc's `_start` as they came,
// %rdx (the function to run at exit, 0 for a static program) kept in a register the call saves.
// The stack is 16-byte aligned at entry, as the call needs.
__asm__(".text\n"
        ".globl threads_entry\n"
        ".type threads_entry, @function\n"
        "threads_entry:\n"
        "    mov %rdx, %r12\n"
        "    call threads_prepare_relocated_pages\n"
        "    mov %r12, %rdx\n"
        "    jmp _start\n"
        ".size threads_entry, . - threads_entry\n");

#endif
