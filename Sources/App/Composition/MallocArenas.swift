import CMalloc

/// How many malloc arenas the process keeps. glibc gives threads that allocate at the same time arenas
/// of their own (up to eight per core) and keeps what is freed in each for that arena alone: a preload
/// of 100,000 orders, parsing pages on several threads, peaked at 89-95 MB with the default and at
/// 81-84 MB with two, in the same time. Set once, first thing, by each program that runs the app's work.
public enum MallocArenas {
    public static let limit: Int32 = 2

    public static func limitForThisProcess() {
        _ = mallopt(M_ARENA_MAX, limit)
    }
}
