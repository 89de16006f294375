import AIS
import Foundation
import Store

/// One page of colleagues found, and where the next page is.
public struct ColleaguePage: Sendable {
    public var colleagues: [Colleague]
    public var next: DataPageCursor?
    public init(colleagues: [Colleague], next: DataPageCursor?) {
        self.colleagues = colleagues
        self.next = next
    }
}

/// What the forward picker asks of the address book; a protocol so the order scene's tests answer
/// without a server, out of order when they need to.
public protocol ColleagueFinding: Sendable {
    /// Employees matching what was typed (part of a name, or an address number), the first page.
    func search(_ text: String) async throws -> ColleaguePage
    func more(_ cursor: DataPageCursor) async throws -> ColleaguePage
    /// The employee numbered `addressNumber` from the server, nil when it is no employee.
    func colleague(_ addressNumber: Int) async throws -> Colleague?
    /// What was kept from earlier reads (offline, and at once while the server is asked).
    func storedColleagues(matching text: String, limit: Int) throws -> [Colleague]
    func storedColleague(_ addressNumber: Int) throws -> Colleague?
}

/// Reads employees from the address book (F0101, `AT1` = `E`) and keeps what it read.
public final class ColleagueDirectoryWorker: ColleagueFinding {
    public static let pageSize = 50
    private let gate: SessionGate
    private let database: Database
    private let dao = ColleagueDao()
    private let now: @Sendable () -> Date

    public init(gate: SessionGate, database: Database, now: @escaping @Sendable () -> Date = Date.init) {
        self.gate = gate
        self.database = database
        self.now = now
    }

    /// A server compares names as stored (most compare case and all), so "okafor" would miss "Okafor"
    /// and "OKAFOR": the first page of each other spelling is read too, and only the typed one pages on.
    public func search(_ text: String) async throws -> ColleaguePage {
        let client = gate.client
        let (page, next) = try await gate.perform { session in
            try await client.dataService.firstPage(ColleagueService.search(text, pageSize: Self.pageSize), session: session)
        }
        var rows = page.rows
        for spelling in ColleagueService.otherSpellings(of: text) {
            rows += try await gate.perform { session in
                try await client.dataService.firstPage(ColleagueService.search(spelling, pageSize: Self.pageSize), session: session).page.rows
            }
        }
        return try keep(rows, next: next)
    }

    public func more(_ cursor: DataPageCursor) async throws -> ColleaguePage {
        let client = gate.client
        let (page, next) = try await gate.perform { session in try await client.dataService.nextPage(cursor, session: session) }
        return try keep(page.rows, next: next)
    }

    public func colleague(_ addressNumber: Int) async throws -> Colleague? {
        try await search(String(addressNumber)).colleagues.first { $0.addressNumber == addressNumber }
    }

    public func storedColleagues(matching text: String, limit: Int) throws -> [Colleague] {
        try database.read { try dao.colleagues(matching: text, limit: limit, in: $0) }
    }

    public func storedColleague(_ addressNumber: Int) throws -> Colleague? {
        try database.read { try dao.colleague(addressNumber, in: $0) }
    }

    private func keep(_ rows: [DataRow], next: DataPageCursor?) throws -> ColleaguePage {
        var seen: Set<Int> = []
        let colleagues = rows.compactMap(ColleagueService.decode).filter { seen.insert($0.addressNumber).inserted }
        try database.write { try dao.save(colleagues, readAt: now(), in: $0) }
        return ColleaguePage(colleagues: colleagues, next: next)
    }
}
