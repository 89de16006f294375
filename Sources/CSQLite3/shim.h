#ifndef SIGNOFF_CSQLITE3_SHIM_H
#define SIGNOFF_CSQLITE3_SHIM_H
#include <sqlite3.h>

/// Binds text that SQLite copies at once (SQLITE_TRANSIENT is a macro Swift cannot import).
static inline int signoff_sqlite3_bind_text(sqlite3_stmt *stmt, int index, const char *text, int bytes) {
    return sqlite3_bind_text(stmt, index, text, bytes, SQLITE_TRANSIENT);
}
/// Binds text SQLite reads in place until the parameter is bound again or the statement is finalized
/// (SQLITE_STATIC): the caller keeps the bytes alive that long.
static inline int signoff_sqlite3_bind_text_in_place(sqlite3_stmt *stmt, int index, const char *text, int bytes) {
    return sqlite3_bind_text(stmt, index, text, bytes, SQLITE_STATIC);
}
static inline int signoff_sqlite3_bind_blob(sqlite3_stmt *stmt, int index, const void *data, int bytes) {
    return sqlite3_bind_blob(stmt, index, data, bytes, SQLITE_TRANSIENT);
}
/// Turns off SQLite's memory statistics, which take a global mutex around every allocation. Only before
/// the library's first use; answers SQLITE_MISUSE after it.
static inline int signoff_sqlite3_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
