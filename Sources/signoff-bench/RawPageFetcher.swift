import AIS
import Foundation

/// The preload's baseline: sends the same data-service requests over the same transport as the app
/// (`CurlTransport`, on kept connections; next pages never sent twice, as the client sends them) and follows
/// the same `next` links, but neither decodes the answers nor stores anything. The next link is found
/// with a byte search, so the time is the network and the server's alone.
final class RawPageFetcher: Sendable {
    private let transport: CurlTransport
    private let base: URL
    private let token: String
    private let device: String
    private let maxPageSize: Int
    private let bytes = ByteCounter()

    init(base: URL, token: String, device: String, maxPageSize: Int) {
        transport = CurlTransport()
        self.base = base
        self.token = token
        self.device = device
        self.maxPageSize = maxPageSize
    }

    var bytesFetched: Int { bytes.value }

    /// Every page of `query`; answers the number of pages.
    @discardableResult
    func fetchAll(_ query: DataServiceQuery) async throws -> Int {
        var url = base.appendingPathComponent("v2/dataservice")
        var body = query.body(maxPageSize: maxPageSize)
        var pages = 0
        while true {
            let answer = try await post(url, body, idempotent: pages == 0)
            pages += 1
            guard let next = Self.nextLink(in: answer) else { return pages }
            url = next
            body = []
        }
    }

    private func post(_ url: URL, _ pairs: [(key: String, value: JSONValue)], idempotent: Bool) async throws -> [UInt8] {
        let body = JSONWriter.bytes(.object(pairs + [("token", .string(token)), ("deviceName", .string(device))]))
        let response = try await transport.send(HTTPRequest(url: url, headers: [
            "Content-Type": "application/json", "jde-AIS-Auth": token, "jde-AIS-Auth-Device": device,
        ], body: body, idempotent: idempotent, reusesConnection: true))
        guard response.status == 200 else { throw BenchFailure("the baseline's page answered \(response.status)") }
        bytes.add(response.body.count)
        return response.body
    }

    private static let marker = Array(#""rel":"next","href":""#.utf8)

    /// The href after `"rel":"next","href":"`, when the answer has one (the simulator writes links so,
    /// after the rows). Searched from the end with a plain byte loop: the generic `firstRange(of:)` over
    /// 458 MB of pages made the baseline the slowest part of the baseline.
    static func nextLink(in body: [UInt8]) -> URL? {
        body.withUnsafeBufferPointer { bytes -> URL? in
            let n = marker.count
            guard bytes.count >= n else { return nil }
            var start = bytes.count - n
            while start >= 0 {
                if bytes[start] == marker[0], memcmp(bytes.baseAddress! + start, marker, n) == 0 { break }
                start -= 1
            }
            guard start >= 0 else { return nil }
            let from = start + n
            guard let end = bytes[from...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            let href = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<end]), as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
            return URL(string: href)
        }
    }
}

final class ByteCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    func add(_ n: Int) { lock.lock(); total += n; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return total }
}
