@testable import AISSimulator
import Foundation
import Testing

/// Files and links (contract §7): listed for a client that asks for them, answered as bytes with their
/// headers by `file/download`, and added through the admin endpoint (a big file for the size-limit tests).
@Suite struct MediaFileTests {
    /// The order key of order `number` as the list and download take it.
    static func key(_ harness: SimulatorHarness, _ login: SimulatorHarness.Login, _ number: Int) async throws -> (json: JSONValue, path: String) {
        let row = try #require(try await harness.browse(login, table: "F4301", conditions: [("DOCO", "EQUAL", [String(number)])]).json
            .rows("F4301").first)
        let type = row["F4301_DCTO"]?.stringValue ?? "", company = row["F4301_KCOO"]?.stringValue ?? ""
        let suffix = row["F4301_SFXO"]?.stringValue ?? ""
        return ([.string(String(number)), .string(type), .string(company), .string(suffix)], "/orders/\(number)/\(type)/\(company)/\(suffix)")
    }

    /// The orders awaiting DEMO, lowest number first: the first three have the demo's files.
    static func demoOrders(_ harness: SimulatorHarness, _ login: SimulatorHarness.Login) async throws -> [Int] {
        Array(Set(try await harness.queue(login).json.rows("F4209").compactMap { $0["F4209_DOCO"]?.intValue })).sorted()
    }

    static func common(_ login: SimulatorHarness.Login, _ key: JSONValue) -> [(String, JSONValue)] {
        login.credentials + [("moStructure", "GT4301"), ("moKey", key), ("formName", "P4310_W4310A"), ("version", "ZJDE0001")]
    }

    static let allTypes: [(String, JSONValue)] = [("moTypes", .array(["TEXT", "FILE", "URL"])), ("includeURLs", true)]

    @Test func filesAndLinksAreListedForAClientThatAsksForThem() async throws {
        let harness = try SimulatorHarness(orders: 5)
        defer { harness.stop() }
        let login = try await harness.login()
        let orders = try await Self.demoOrders(harness, login)
        try #require(orders.count >= 4)
        let number = orders[0]
        let key = try await Self.key(harness, login, number)
        // When the list is asked for texts only, then for every type
        let texts = try await harness.post("/v2/file/list", .object(Self.common(login, key.json)))
        let all = try await harness.post("/v2/file/list", .object(Self.common(login, key.json) + Self.allTypes))
        // Then only the second has the quote and the link
        #expect(texts.json["mediaObjects"]?.arrayValue?.allSatisfy { $0["moType"] == 0 } == true)
        let items = try #require(all.json["mediaObjects"]?.arrayValue)
        let file = try #require(items.first { $0["moType"] == 5 })
        #expect(file["file"] == .string("Quote-\(number).pdf") && file["isText"] == false && file["isImage"] == false && file["sequence"] == 901)
        #expect((file["size"]?.intValue ?? 0) > 0)
        let link = try #require(items.first { $0["moType"] == 2 })
        #expect(link["isURL"] == true && link["link"] == .string("https://example.com/catalogue/\(number)"))
        // And an order past the first few has none
        let later = try await Self.key(harness, login, orders[3])
        let none = try await harness.post("/v2/file/list", .object(Self.common(login, later.json) + Self.allTypes))
        #expect(none.json["mediaObjects"]?.arrayValue?.allSatisfy { $0["moType"] == 0 } == true)
    }

    @Test func aPDFIsServedAsItsBytesWithItsHeaders() async throws {
        let harness = try SimulatorHarness(orders: 5)
        defer { harness.stop() }
        let login = try await harness.login()
        let number = try #require(try await Self.demoOrders(harness, login).first)
        let key = try await Self.key(harness, login, number)
        // When
        let reply = try await harness.post("/v2/file/download", .object(Self.common(login, key.json) + [("sequence", 901)]))
        // Then a whole PDF, not JSON and not compressed, whose cross-reference table points at its objects
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "application/pdf")
        #expect(reply.headers["content-disposition"] == "attachment; filename=\"Quote-\(number).pdf\"")
        #expect(reply.headers["content-encoding"] == nil)
        let bytes = [UInt8](reply.raw)
        #expect(bytes == DemoFileBytes.pdf(title: "Quote for order \(number)"))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.4\n") && text.hasSuffix("%%EOF\n"))
        let xref = try #require(text.components(separatedBy: "startxref\n").last.flatMap { Int($0.prefix { $0.isNumber }) })
        #expect(String(decoding: bytes[xref...].prefix(4), as: UTF8.self) == "xref")
        let offsets = text.split(separator: "\n").filter { $0.hasSuffix(" 00000 n ") }.compactMap { Int($0.prefix(10)) }
        #expect(offsets.count == 5)
        for (i, offset) in offsets.enumerated() {
            #expect(String(decoding: bytes[offset...].prefix(8), as: UTF8.self) == "\(i + 1) 0 obj\n")
        }
    }

    @Test func aPNGIsServedWithItsChunksWhole() async throws {
        let harness = try SimulatorHarness(orders: 5)
        defer { harness.stop() }
        let login = try await harness.login()
        let number = try await Self.demoOrders(harness, login)[1]
        let key = try await Self.key(harness, login, number)
        let list = try await harness.post("/v2/file/list", .object(Self.common(login, key.json) + Self.allTypes))
        let image = try #require(list.json["mediaObjects"]?.arrayValue?.first { $0["moType"] == 5 })
        #expect(image["isImage"] == true && image["file"] == .string("Delivery-\(number).png"))
        let reply = try await harness.post("/v2/file/download", .object(Self.common(login, key.json) + [("sequence", image["sequence"] ?? 0)]))
        #expect(reply.headers["content-type"] == "image/png")
        let bytes = [UInt8](reply.raw)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        // Chunks: length, type, data, CRC, to the end, IHDR first (16 × 16) and IEND last
        var at = 8
        var types: [String] = []
        while at + 12 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[at + 4..<at + 8], as: UTF8.self))
            if types.count == 1 { #expect(bytes[at + 8..<at + 16].elementsEqual([0, 0, 0, 16, 0, 0, 0, 16])) }
            at += 12 + length
        }
        #expect(at == bytes.count)
        #expect(types == ["IHDR", "IDAT", "IEND"])
    }

    @Test func theAdminEndpointAddsABigFileServedAtItsSize() async throws {
        let harness = try SimulatorHarness(orders: 5)
        defer { harness.stop() }
        let login = try await harness.login()
        let key = try await Self.key(harness, login, 4003)
        // When a 2 MB file is added
        let added = try await harness.admin("POST", key.path + "/files", ["name": "Big-4003.pdf", "kind": "filler", "bytes": 2_097_152])
        #expect(added.status == 200)
        let sequence = try #require(added.json["sequence"])
        // Then it is listed with its size and served whole
        let list = try await harness.post("/v2/file/list", .object(Self.common(login, key.json) + Self.allTypes))
        let item = try #require(list.json["mediaObjects"]?.arrayValue?.first { $0["sequence"] == sequence })
        #expect(item["file"] == "Big-4003.pdf" && item["size"] == 2_097_152)
        let reply = try await harness.post("/v2/file/download", .object(Self.common(login, key.json) + [("sequence", sequence)]))
        #expect(reply.status == 200 && reply.raw.count == 2_097_152)
        #expect(reply.raw.prefix(8) == Data("%PDF-1.4".utf8))
    }

    @Test func theAdminEndpointRefusesWhatItCannotAdd() async throws {
        let harness = try SimulatorHarness(orders: 5)
        defer { harness.stop() }
        let login = try await harness.login()
        let key = try await Self.key(harness, login, 4003)
        #expect(try await harness.admin("POST", key.path + "/files", ["name": "x.pdf", "kind": "filler", "bytes": 0]).status == 400)
        #expect(try await harness.admin("POST", key.path + "/files", ["name": "x.pdf", "kind": "exe"]).status == 400)
        #expect(try await harness.admin("POST", key.path + "/files", ["kind": "pdf"]).status == 400)
        #expect(try await harness.admin("POST", "/orders/99999/OP/00200/000/files", ["name": "x.pdf"]).status == 404)
        // And a hostile link is kept as given (the client must make it inert)
        let hostile = "javascript:alert(1)\u{1b}[2J"
        #expect(try await harness.admin("POST", key.path + "/files", ["link": .string(hostile)]).status == 200)
        let list = try await harness.post("/v2/file/list", .object(Self.common(login, key.json) + Self.allTypes))
        #expect(list.json["mediaObjects"]?.arrayValue?.contains { $0["link"] == .string(hostile) } == true)
    }

    @Test func aDownloadOfNoFileIsRefused() async throws {
        let harness = try SimulatorHarness(orders: 5)
        defer { harness.stop() }
        let login = try await harness.login()
        let key = try await Self.key(harness, login, try #require(try await Self.demoOrders(harness, login).first))
        let missing = try await harness.post("/v2/file/download", .object(Self.common(login, key.json) + [("sequence", 902)]))
        #expect(missing.status == 500)
        #expect(missing.headers["content-type"]?.hasPrefix("application/json") == true)
        let noToken = try await harness.post("/v2/file/download", .object([("moStructure", "GT4301"), ("moKey", key.json), ("sequence", 901)]))
        #expect(noToken.status == 444)
    }
}
