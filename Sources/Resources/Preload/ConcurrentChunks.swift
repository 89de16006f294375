/// Runs `body` for each chunk with at most `limit` running at once; the first error cancels the rest
/// and is thrown. Public for the benchmark's fetch-only baseline, which must fetch exactly as the preload does.
public func forEachConcurrently<T: Sendable>(_ chunks: [T], limit: Int, _ body: @escaping @Sendable (Int, T) async throws -> Void) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
        var next = 0
        let width = max(1, limit)
        while next < chunks.count && next < width {
            let index = next, chunk = chunks[index]
            group.addTask { try await body(index, chunk) }
            next += 1
        }
        while try await group.next() != nil {
            guard next < chunks.count else { continue }
            let index = next, chunk = chunks[index]
            group.addTask { try await body(index, chunk) }
            next += 1
        }
    }
}

extension Array {
    /// The array cut into pieces of at most `size` elements.
    public func chunked(into size: Int) -> [[Element]] {
        let step = Swift.max(1, size)
        return stride(from: 0, to: count, by: step).map { Array(self[$0..<Swift.min($0 + step, count)]) }
    }
}
