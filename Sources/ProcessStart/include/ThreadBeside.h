#ifndef THREADS_THREAD_BESIDE_H
#define THREADS_THREAD_BESIDE_H

/// Starts `body(context)` on a new detached thread allowed every CPU of this process but the
/// caller's (App's `StoreHeadStart`): left to itself, the scheduler often queues a new thread on
/// its parent's CPU, and the two take turns instead of running side by side. In C because
/// `sched_getaffinity`, `sched_getcpu` and `pthread_attr_setaffinity_np` are GNU extensions and
/// CPU_SET is a macro, none of which Swift sees.
/// Returns 0; -1 when the caller's CPU is the only one this process may use, and nothing is
/// started; else the error number of the step that failed, and nothing is started.
int threads_start_beside(void *(*body)(void *), void *context);

#endif
