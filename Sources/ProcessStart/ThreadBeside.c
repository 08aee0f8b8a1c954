#define _GNU_SOURCE
#include "ThreadBeside.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>

int threads_start_beside(void *(*body)(void *), void *context) {
    cpu_set_t others;
    if (sched_getaffinity(0, sizeof others, &others) != 0) return errno;
    int current = sched_getcpu();
    if (current >= 0 && current < CPU_SETSIZE) CPU_CLR(current, &others);
    if (CPU_COUNT(&others) == 0) return -1;
    pthread_attr_t attributes;
    int status = pthread_attr_init(&attributes);
    if (status != 0) return status;
    status = pthread_attr_setaffinity_np(&attributes, sizeof others, &others);
    if (status == 0) status = pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    if (status == 0) status = pthread_create(&thread, &attributes, body, context);
    pthread_attr_destroy(&attributes);
    return status;
}
