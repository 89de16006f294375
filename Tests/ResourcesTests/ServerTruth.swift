import AIS
import AISSimulator
import Foundation
import Resources
import Store

/// The keys of a user's approval queue, its order headers and its order lines, read from the simulator's
/// own tables (the server's truth) or from the client's store, with a count and a checksum each.
struct QueueKeys: Equatable, CustomStringConvertible {
    var queue: [String]
    var headers: [String]
    var lines: [String]

    /// FNV-1a (64 bits) over the sorted keys, each followed by a newline.
    static func checksum(_ keys: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in keys.sorted().joined(separator: "\n").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(format: "%016llx", hash)
    }

    var description: String {
        "queue \(queue.count) (\(Self.checksum(queue))), headers \(headers.count) (\(Self.checksum(headers))), lines \(lines.count) (\(Self.checksum(lines)))"
    }

    /// The orders awaiting `approver` on the server (F4209 rows at 1N/2N), their F4301 headers and F4311 lines.
    static func server(_ simulator: SimulatorServer, approver: Int) throws -> QueueKeys {
        try simulator.inspect { c in
            let awaiting = """
                SELECT DISTINCT "DOCO", "DCTO", "KCOO", "SFXO" FROM F4209 WHERE "RPER" = \(approver) AND "ASTS" IN ('1N', '2N')
                """
            let queue = try c.query(awaiting).map(orderKey)
            let headers = try c.query("""
                SELECT h."DOCO", h."DCTO", h."KCOO", h."SFXO" FROM F4301 h JOIN (\(awaiting)) q
                ON h."DOCO" = q."DOCO" AND h."DCTO" = q."DCTO" AND h."KCOO" = q."KCOO" AND h."SFXO" = q."SFXO"
                """).map(orderKey)
            let lines = try c.query("""
                SELECT l."DOCO", l."DCTO", l."KCOO", l."SFXO", l."LNID" FROM F4311 l JOIN (\(awaiting)) q
                ON l."DOCO" = q."DOCO" AND l."DCTO" = q."DCTO" AND l."KCOO" = q."KCOO" AND l."SFXO" = q."SFXO"
                """).map(lineKey)
            return QueueKeys(queue: queue.sorted(), headers: headers.sorted(), lines: lines.sorted())
        }
    }

    /// The same keys from the client's store.
    static func client(_ database: Database) throws -> QueueKeys {
        try database.read { c in
            QueueKeys(queue: try c.query("SELECT doco, dcto, kcoo, sfxo FROM approval_queue").map(orderKey).sorted(),
                      headers: try c.query("SELECT doco, dcto, kcoo, sfxo FROM order_headers").map(orderKey).sorted(),
                      lines: try PurchaseOrderLinesDao().allLines(in: c).map(lineKey).sorted())
        }
    }

    private static func field(_ row: Row, _ name: String) -> String {
        (row.string(name) ?? row.string(name.uppercased()) ?? row.int(name).map(String.init)
            ?? row.int(name.uppercased()).map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
    }

    private static func number(_ row: Row, _ name: String) -> String {
        String(row.int(name) ?? row.int(name.uppercased()) ?? 0)
    }

    private static func orderKey(_ row: Row) -> String {
        [number(row, "doco"), field(row, "dcto"), field(row, "kcoo"), field(row, "sfxo")].joined(separator: "|")
    }

    private static func lineKey(_ line: PurchaseOrderLine) -> String {
        "\(line.key.number)|\(line.key.type)|\(line.key.company)|\(line.key.suffix)|" + String(format: "%.3f", line.lineNumber)
    }

    private static func lineKey(_ row: Row) -> String {
        orderKey(row) + "|" + String(format: "%.3f", row.double("lnid") ?? row.double("LNID") ?? 0)
    }
}

/// Counts what went over the wire: requests, answers by status, and transport failures (drops, timeouts).
final class CountingTransport: HTTPTransport, @unchecked Sendable {
    private let inner: any HTTPTransport
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The transport the app uses, so that the fault runs measure what a user would see.
    init(timeout: TimeInterval) { inner = CurlTransport(options: .init(timeout: timeout)) }

    func send(_ request: AIS.HTTPRequest) async throws -> AIS.HTTPResponse {
        let path = request.url.path
        let kind = path.hasSuffix("/next") ? "next" : path.contains("orchestrator") ? "orchestration" : path.contains("dataservice") ? "first" : "other"
        count("requests")
        count("requests.\(kind)")
        do {
            let response = try await inner.send(request)
            count("status.\(response.status)")
            if response.status == 200, kind == "first" || kind == "next" { count("pages") }
            return response
        } catch {
            count("transportFailures")
            throw error
        }
    }

    private func count(_ key: String) { lock.withLock { counts[key, default: 0] += 1 } }

    subscript(_ key: String) -> Int { lock.withLock { counts[key] ?? 0 } }

    var summary: String {
        lock.withLock { counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
    }
}

/// Gives the password again whenever the session expired (as the person at the screen would).
struct PasswordAgain: ReauthenticationPrompt {
    let asked = AskedCount()
    func password(for username: String, problem: String?) async -> String? {
        asked.add()
        return asked.value > 200 ? nil : "demo"
    }
}

final class AskedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.withLock { n += 1 } }
    var value: Int { lock.withLock { n } }
}
