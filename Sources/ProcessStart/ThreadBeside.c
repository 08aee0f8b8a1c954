#define _GNU_SOURCE
#include "ThreadBeside.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

/// Attributes for a detached thread allowed every CPU of this process but the caller's: 0; -1 when
/// there is no other CPU; else the error number of the step that failed. Nothing to destroy but on 0.
static int beside_attributes(pthread_attr_t *attributes) {
    cpu_set_t others;
    if (sched_getaffinity(0, sizeof others, &others) != 0) return errno;
    int current = sched_getcpu();
    if (current >= 0 && current < CPU_SETSIZE) CPU_CLR(current, &others);
    if (CPU_COUNT(&others) == 0) return -1;
    int status = pthread_attr_init(attributes);
    if (status != 0) return status;
    status = pthread_attr_setaffinity_np(attributes, sizeof others, &others);
    if (status == 0) status = pthread_attr_setdetachstate(attributes, PTHREAD_CREATE_DETACHED);
    if (status != 0) pthread_attr_destroy(attributes);
    return status;
}

// The commands that open the store at `--database` as it is, first thing (`threads_store_command`);
// the others (`browse`, `db`, `import`, `seed`, `serve`, …) open it otherwise or not at all.
static const char *const store_commands[] = {
    "list", "show", "count", "star", "unstar", "read", "unread", "archive", "unarchive", "mute", "unmute",
    "tag", "tags", "changes", "people", "stats", "new", "post",
};

const char *threads_store_command(int index) {
    return index >= 0 && index < (int)(sizeof store_commands / sizeof *store_commands) ? store_commands[index] : NULL;
}

static int is_store_command(const char *word) {
    for (int index = 0; threads_store_command(index) != NULL; index++) {
        if (strcmp(word, threads_store_command(index)) == 0) return 1;
    }
    return 0;
}

// The thread started ahead, as the process starts (`start_ahead`), and the body it is handed
// (`threads_start_beside`): `body` stays NULL until then. Both under `lock`.
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t handed = PTHREAD_COND_INITIALIZER;
static int ahead_waits;
static void *(*ahead_body)(void *);
static void *ahead_context;

/// About what SQLite's reading of the schema allocates on the thread that opens the store (a rare
/// word's page faulted in 90 fresh pages of that thread's heap), in blocks of SQLite's sizes.
/// Blocks of 1 KB and more, once freed, glibc handed back to the kernel a page at a time
/// (`madvise(MADV_DONTNEED)` from `free`, one interrupt to the other CPU each); these stay.
enum { warm_blocks = 384, warm_block_size = 1000 };

/// Makes this thread's heap ready for the open: glibc gives each thread an arena of its own, and
/// each page of it is a fault the first time it is written. Written now, while the main thread is
/// still starting, the blocks are freed behind a small block that stays allocated: without that
/// fence they would merge into the heap's top, and glibc would return the pages to the kernel.
static void warm_heap(void) {
    void *blocks[warm_blocks];
    int count = 0;
    while (count < warm_blocks && (blocks[count] = malloc(warm_block_size)) != NULL) {
        memset(blocks[count], 0, warm_block_size);
        count++;
    }
    void *fence = malloc(16);
    while (count > 0) free(blocks[--count]);
    (void)fence;  // kept for the life of the process
}

static void *ahead_main(void *unused) {
    (void)unused;
    warm_heap();
    pthread_mutex_lock(&lock);
    while (ahead_body == NULL) pthread_cond_wait(&handed, &lock);
    void *(*body)(void *) = ahead_body;
    void *context = ahead_context;
    pthread_mutex_unlock(&lock);
    return body(context);
}

// Runs as the process starts, before the Swift runtime's and Foundation's constructors, after
// StartupPages.c's (101): when the command line begins with one of `store_commands`, the thread
// that will open the store starts now and warms its heap while the main thread starts, parses and
// finds the store's location (docs/performance-notes.md, "The store's thread started ahead"). When
// the command does not open it after all (no such file, `--help`), the thread waits, idle, until
// the process exits.
__attribute__((constructor(102))) static void start_ahead(int argc, char **argv, char **environment) {
    (void)environment;
    if (argc < 2 || argv[1] == NULL || !is_store_command(argv[1])) return;
    pthread_attr_t attributes;
    if (beside_attributes(&attributes) != 0) return;
    pthread_t thread;
    if (pthread_create(&thread, &attributes, ahead_main, NULL) == 0) ahead_waits = 1;
    pthread_attr_destroy(&attributes);
}

int threads_start_beside(void *(*body)(void *), void *context) {
    pthread_mutex_lock(&lock);
    int taken = ahead_waits;
    if (taken) {
        ahead_body = body;
        ahead_context = context;
        ahead_waits = 0;
        pthread_cond_signal(&handed);
    }
    pthread_mutex_unlock(&lock);
    if (taken) return 0;
    pthread_attr_t attributes;
    int status = beside_attributes(&attributes);
    if (status != 0) return status;
    pthread_t thread;
    status = pthread_create(&thread, &attributes, body, context);
    pthread_attr_destroy(&attributes);
    return status;
}
