#ifndef THREADS_SQLITE_TUNING_H
#define THREADS_SQLITE_TUNING_H

/// What SQLite is told once per process, before its first connection (Data's
/// `SQLiteDataStore.tuned`). `sqlite3_config` is a variadic C function, which Swift cannot call.
/// Returns SQLite's result: SQLITE_MISUSE when SQLite had already started, which changes nothing.
int threads_sqlite_tune(void);

#endif
