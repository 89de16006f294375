import Foundation

/// A data-service result set kept for its next pages: the query, where the next page starts, and the
/// session that owns it.
struct ResultSet: Sendable {
    let rid: String
    let token: String
    /// The user and device of that session: a later session of theirs (after a `444` and a new login)
    /// may go on paging with its current token, as clients do with the link's `href` (contract §9).
    let owner: String
    let query: DataServiceQuery
    /// Every match's row id, in order, found when the first page was read.
    let rowids: [Int64]
    let pageSize: Int
    let stackId: Int
    var stateId: Int
    /// Where in `rowids` the next page starts.
    var nextOffset: Int
    var lastUsed: Date
}

/// The result sets alive, by `rid`. One expires when not paged for longer than the result-set
/// lifetime; each session keeps at most `maximumPerSession` (the oldest go first).
final class ResultSetStore: Sendable {
    static let maximumPerSession = 16

    private struct State {
        var sets: [String: ResultSet] = [:]
        var lastStackId = 0
    }

    private let state = Locked(State())
    private let lifetime: @Sendable () -> Double

    init(lifetime: @escaping @Sendable () -> Double) { self.lifetime = lifetime }

    /// Keeps a new result set and answers it with its `rid` and `stackId`.
    func keep(token: String, owner: String = "", query: DataServiceQuery, rowids: [Int64], pageSize: Int, nextOffset: Int, ridLength: Int = 15,
              now: Date = Date()) -> ResultSet {
        state.withLock { s in
            s.lastStackId += 1
            let set = ResultSet(rid: RandomBytes.hex(ridLength), token: token, owner: owner, query: query, rowids: rowids, pageSize: pageSize,
                                stackId: s.lastStackId, stateId: 1, nextOffset: nextOffset, lastUsed: now)
            let owned = s.sets.values.filter { $0.token == token }.sorted { $0.lastUsed < $1.lastUsed }
            for old in owned.prefix(max(0, owned.count - Self.maximumPerSession + 1)) { s.sets[old.rid] = nil }
            s.sets[set.rid] = set
            return set
        }
    }

    /// The live result set `rid` of the session `token` (or of an earlier session of the same `owner`);
    /// nil when unknown, foreign or expired.
    func resultSet(rid: String, token: String, owner: String = "", now: Date = Date()) -> ResultSet? {
        let lifetime = lifetime()
        return state.withLock { s -> ResultSet? in
            guard let set = s.sets[rid], set.token == token || (!owner.isEmpty && set.owner == owner) else { return nil }
            guard now.timeIntervalSince(set.lastUsed) < lifetime else {
                s.sets[rid] = nil
                return nil
            }
            return set
        }
    }

    /// Records that a page was served: the next one starts at `nextOffset`; nil `nextOffset` ends the set.
    func advance(rid: String, nextOffset: Int?, now: Date = Date()) {
        state.withLock { s in
            guard let offset = nextOffset else { s.sets[rid] = nil; return }
            s.sets[rid]?.nextOffset = offset
            s.sets[rid]?.stateId += 1
            s.sets[rid]?.lastUsed = now
        }
    }

    func removeAll(token: String) {
        state.withLock { s in s.sets = s.sets.filter { $0.value.token != token } }
    }

    /// Expires every result set now; answers how many there were.
    func expireAll() -> Int {
        state.withLock { s in
            defer { s.sets.removeAll() }
            return s.sets.count
        }
    }
}
