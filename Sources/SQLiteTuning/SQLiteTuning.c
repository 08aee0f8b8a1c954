#include <sqlite3.h>
#include "SQLiteTuning.h"

int threads_sqlite_tune(void) {
    // No memory statistics: with them on (SQLite's default) every allocation and free takes a
    // process-wide mutex and updates counters that nothing here reads (no soft heap limit, no
    // sqlite3_memory_used). Parsing the schema alone allocates thousands of nodes: a list page
    // spent 1.2 million instructions on the statistics (docs/performance-notes.md).
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
