import AIS
import Store

/// Names of people (suppliers, originators, approvers) that the store's `names` lacks: read from the
/// address book (F0101), then kept. The one place the workers fill those gaps (the order view's route and
/// supplier, the next approver of a decision, the forwards of "decided by me", a delta refresh). The
/// preload is not one of them: it reads every name of the queue anew, as a dataset of its own.
struct MissingNames: Sendable {
    let gate: SessionGate
    let database: Database

    /// The numbers among `people` (0 and below left out) whose name is not stored, ascending.
    func missing(among people: some Sequence<Int>) throws -> [Int] {
        let wanted = Set(people.filter { $0 > 0 })
        guard !wanted.isEmpty else { return [] }
        let names = NamesDao()
        return try database.read { c in try wanted.filter { try names.name(of: $0, in: c) == nil } }.sorted()
    }

    /// Reads the names of `people` the store lacks, `requestSize` numbers a request and `parallelRequests`
    /// requests at a time, keeps them and answers them (a number the address book lacks too is absent).
    /// `pageSize` is the page size each caller used before (a route: 100; one person: 10).
    /// `keep: false` is a delta refresh's: it stores the names itself, in the one transaction that writes
    /// the whole delta, so a delta that fails half way keeps nothing of it.
    func read(_ people: some Sequence<Int>, pageSize: Int, requestSize: Int = 500, parallelRequests: Int = 1,
              keep: Bool = true) async throws -> [AddressBookName] {
        let chunks = try missing(among: people).chunked(into: requestSize)
        guard !chunks.isEmpty else { return [] }
        let gate = self.gate
        let read = EntryCollector<AddressBookName>()
        try await forEachConcurrently(chunks, limit: parallelRequests) { _, chunk in
            read.append(try await gate.perform { session in
                try await gate.client.dataService.browseAll(AddressBookService.query(addressNumbers: chunk, pageSize: pageSize), session: session)
                    .compactMap(AddressBookService.decode)
            })
        }
        let names = read.items
        if keep, !names.isEmpty { try database.write { try $0.insert(names) } }
        return names
    }

    /// The names of `people`, by number: the stored ones, and the rest read (and kept) first. A number
    /// the address book lacks too is absent.
    func names(of people: some Sequence<Int>, pageSize: Int) async throws -> [Int: String] {
        let wanted = Set(people.filter { $0 > 0 })
        _ = try await read(wanted, pageSize: pageSize)
        let names = NamesDao()
        return try database.read { c in
            try wanted.reduce(into: [Int: String]()) { found, an8 in found[an8] = try names.name(of: an8, in: c) }
        }
    }
}
