#ifndef THREADS_THREAD_BESIDE_H
#define THREADS_THREAD_BESIDE_H

/// Runs `body(context)` on a detached thread allowed every CPU of this process but the caller's
/// (App's `StoreHeadStart`): left to itself, the scheduler often queues a new thread on its
/// parent's CPU, and the two take turns instead of running side by side. The first call hands the
/// body to the thread started ahead as the process started, when there is one (a command line
/// that begins with one of `threads_store_command`'s): its heap is warm by then, and it runs beside
/// the CPU the process started on (ThreadBeside.c). Later calls, and a process with no such thread,
/// start a new one. In C because `sched_getaffinity`, `sched_getcpu` and
/// `pthread_attr_setaffinity_np` are GNU extensions and CPU_SET is a macro, none of which Swift
/// sees, and the thread ahead starts before Swift's runtime does.
/// Returns 0; -1 when the caller's CPU is the only one this process may use, and nothing is
/// started; else the error number of the step that failed, and nothing is started.
int threads_start_beside(void *(*body)(void *), void *context);

/// The commands that open the store at `--database` as it is, first thing, which App's
/// `StoreHeadStart` opens beside the parse: the `index`th, or NULL past the last. Kept here, not in
/// Swift, because the thread ahead is started for them before Swift's runtime runs.
const char *threads_store_command(int index);

#endif
