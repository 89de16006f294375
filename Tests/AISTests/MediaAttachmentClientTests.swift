@testable import AIS
import Foundation
import Testing

/// Files and links beside texts (contract §7): how `file/list` is asked and read, and how `file/download`
/// answers bytes, with the size limit kept by the transport (refused by `Content-Length`, or cut as the
/// bytes pass it).
@Suite struct MediaAttachmentClientTests {
    static let key = ["4001", "OP", "00200", "000"]

    @Test func theListAsksForFilesAndLinksAndReadsEachKind() async throws {
        // Given a list with a text, a PDF, an image, a link and an OLE object
        let transport = FakeTransport([.response(200, """
            { "mediaObjects": [
              { "sequence": 1, "itemName": "Delivery terms", "moType": 0, "isText": true, "isImage": false, "isURL": false,
                "updateDate": "11/20/2026", "updateUserID": "BUYER1" },
              { "sequence": 2, "itemName": "Quote", "moType": 5, "isText": false, "file": "Quote-7731.pdf", "isImage": false, "size": 186368 },
              { "sequence": 3, "itemName": "Photo", "moType": 5, "isText": false, "file": "Crate.png", "isImage": true },
              { "sequence": 4, "itemName": "Catalogue", "moType": 2, "isURL": true, "link": "https://example.com/c" },
              { "sequence": 5, "itemName": "Sheet", "moType": 1, "isText": false } ] }
            """)])
        let sut = Fixtures.client(transport)
        // When
        let items = try await sut.mediaService.listMediaObjects(structure: "GT4301", key: Self.key, session: Fixtures.session)
        // Then the request names the three types and links, and each item has its kind
        let body = try transport.body(of: 0)
        #expect(body["moTypes"] == .array([.string("TEXT"), .string("FILE"), .string("URL")]))
        #expect(body["includeURLs"] == .bool(true))
        #expect(items.map(\.kind) == [.text, .file, .file, .link, .other])
        #expect(items[1].fileName == "Quote-7731.pdf" && items[1].size == 186_368 && !items[1].isImage)
        #expect(items[2].fileName == "Crate.png" && items[2].size == nil && items[2].isImage)
        #expect(items[3].link == "https://example.com/c" && items[3].fileName.isEmpty)
        #expect(items[0].isText && items[0].link.isEmpty)
    }

    @Test func aDownloadAnswersTheBytesWithTheirTypeAndName() async throws {
        // Given a server that answers a PDF's bytes with its headers (not JSON)
        let bytes: [UInt8] = Array("%PDF-1.4\n".utf8) + [0, 1, 2, 255, 254] + Array("\n%%EOF\n".utf8)
        let head = "HTTP/1.1 200 OK\r\nContent-Type: Application/PDF; charset=binary\r\n"
            + "Content-Disposition: attachment; filename=\"Quote.pdf\"; filename*=UTF-8''Quote-7731%20%E2%82%AC.pdf\r\n"
            + "Content-Length: \(bytes.count)\r\nConnection: close\r\n\r\n"
        let server = try ScriptedHTTPServer(script: [.raw(Array(head.utf8) + bytes)])
        defer { server.stop() }
        let sut = AISClient(configuration: AISConfiguration(baseURL: server.baseURL, environment: "JDV920", role: "*ALL", deviceName: "d"))
        // When
        let file = try await sut.mediaService.download(structure: "GT4301", key: Self.key, sequence: 2, limit: 1024, session: Fixtures.session)
        // Then the bytes are exactly the server's, with the type and the (extended) name
        #expect(file.bytes == bytes)
        #expect(file.contentType == "application/pdf")
        #expect(file.fileName == "Quote-7731 €.pdf")
        #expect(file.sequence == 2)
        #expect(server.headTexts.first?.contains("/jderest/v2/file/download") == true)
    }

    @Test func aFileWhoseLengthPassesTheLimitIsRefusedBeforeItsBytesAreRead() async throws {
        // Given a server that says 2 GB and would then send them
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\nContent-Length: 2147483648\r\n\r\n%PDF-1.4\n"
        let server = try ScriptedHTTPServer(script: [.raw(Array(head.utf8))])
        defer { server.stop() }
        let sut = AISClient(configuration: AISConfiguration(baseURL: server.baseURL, environment: "JDV920", role: "*ALL", deviceName: "d"))
        // When / Then: refused with the size the server declared, once (never tried again)
        await #expect(throws: AISError.answerTooLarge(declaredBytes: 2_147_483_648, limit: 1_048_576)) {
            _ = try await sut.mediaService.download(structure: "GT4301", key: Self.key, sequence: 2, limit: 1_048_576, session: Fixtures.session)
        }
        #expect(server.requestCount == 1)
    }

    @Test func aFileWithoutALengthIsCutAsItsBytesPassTheLimit() async throws {
        // Given 3 MB sent chunked: no Content-Length to refuse by
        let body = String(repeating: "0123456789abcdef", count: 3 * 65_536)
        let server = try ScriptedHTTPServer(script: [.answer(body, chunked: true)])
        defer { server.stop() }
        let sut = AISClient(configuration: AISConfiguration(baseURL: server.baseURL, environment: "JDV920", role: "*ALL", deviceName: "d"))
        // When / Then: refused without a declared size (the reading stopped past 1 MB)
        await #expect(throws: AISError.answerTooLarge(declaredBytes: nil, limit: 1_048_576)) {
            _ = try await sut.mediaService.download(structure: "GT4301", key: Self.key, sequence: 2, limit: 1_048_576, session: Fixtures.session)
        }
    }

    @Test func theTransportKeepsEveryRequestsOwnLimit() async throws {
        // Given a 4 KB answer
        let body = String(repeating: "x", count: 4096)
        let server = try ScriptedHTTPServer(script: [.answer(body), .answer(body)])
        defer { server.stop() }
        let sut = CurlTransport()
        // When one request takes 4 KB and another only 4095 bytes
        let fits = try await sut.send(HTTPRequest(url: server.url, body: Array("{}".utf8), idempotent: true, maximumBody: 4096))
        // Then the first is read whole, the second refused with the size declared
        #expect(fits.body.count == 4096)
        await #expect(throws: AISError.answerTooLarge(declaredBytes: 4096, limit: 4095)) {
            _ = try await sut.send(HTTPRequest(url: server.url, body: Array("{}".utf8), idempotent: true, maximumBody: 4095))
        }
    }

    @Test func aDownloadRefusedByStatusSaysWhyAsAnyRequest() async throws {
        // Given a session that ended, then a server that answers JSON instead of the file
        let transport = FakeTransport([.response(444, ""),
                                       .headed(200, ["content-type": "application/json"], #"{"message":"No file attachment 9"}"#)])
        let sut = Fixtures.client(transport)
        await #expect(throws: AISError.invalidToken) {
            _ = try await sut.mediaService.download(structure: "GT4301", key: Self.key, sequence: 9, limit: 1024, session: Fixtures.session)
        }
        await #expect(throws: AISError.serverError(status: 200, message: "No file attachment 9")) {
            _ = try await sut.mediaService.download(structure: "GT4301", key: Self.key, sequence: 9, limit: 1024, session: Fixtures.session)
        }
        // And the request asked for any type, with the limit, as a read
        #expect(transport.sent[0].headers["Accept"] == "*/*")
        #expect(transport.sent[0].maximumBody == 1024)
        #expect(try transport.body(of: 0)["sequence"] == .int(9))
    }

    @Test func anItemListedWithoutASequenceIsKeptWithoutOne() async throws {
        // Given a list whose text and link carry no sequence number (and an entry that is no item at all)
        let transport = FakeTransport([.response(200, """
            { "mediaObjects": [
              { "itemName": "Delivery terms", "moType": 0, "isText": true },
              { "itemName": "Catalogue", "moType": 2, "isURL": true, "link": "https://example.com/c" },
              "stray",
              { "sequence": "3", "itemName": "Quote", "moType": 5, "file": "Quote.pdf" } ] }
            """)])
        let sut = Fixtures.client(transport)
        // When
        let items = try await sut.mediaService.listMediaObjects(structure: "GT4301", key: Self.key, session: Fixtures.session)
        // Then each item is listed, the unnumbered ones without a number
        #expect(items.map(\.itemName) == ["Delivery terms", "Catalogue", "Quote"])
        #expect(items.map(\.sequence) == [nil, nil, 3])
        #expect(items.map(\.kind) == [.text, .link, .file])
    }

    @Test func aJSONErrorAnswerWithoutAMessageIsARefusalNotTheFile() async throws {
        // Given AIS's error answer with a blank message, where the file's bytes were asked for
        let transport = FakeTransport([.headed(200, ["content-type": "application/json"],
                                               #"{"status":"ERROR","userDefinedErrorText":"","jde__status":"ERROR"}"#)])
        let sut = Fixtures.client(transport)
        // When / Then
        await #expect(throws: AISError.serverError(status: 200, message: "the server refused the file without saying why")) {
            _ = try await sut.mediaService.download(structure: "GT4301", key: Self.key, sequence: 2, limit: 1024, session: Fixtures.session)
        }
    }

    @Test func aJSONFileIsItsOwnBytes() async throws {
        // Given an attachment that is itself a JSON file
        let body = #"{"status":"shipped","lines":[1,2,3]}"#
        let transport = FakeTransport([.headed(200, ["content-type": "application/json"], body)])
        let sut = Fixtures.client(transport)
        // When
        let file = try await sut.mediaService.download(structure: "GT4301", key: Self.key, sequence: 2, limit: 1024, session: Fixtures.session)
        // Then
        #expect(file.bytes == Array(body.utf8))
        #expect(file.contentType == "application/json")
    }

    @Test func theTooLargeErrorSaysTheSizeInWords() {
        #expect(AISError.answerTooLarge(declaredBytes: 32_925_286, limit: 20_971_520).userMessage
                    == "The server's answer is 31.4 MB; the limit is 20 MB.")
        #expect(AISError.answerTooLarge(declaredBytes: nil, limit: 1_048_576).userMessage
                    == "The server's answer is larger than 1 MB; the limit is 1 MB.")
    }
}

@Suite struct ContentDispositionTests {
    @Test(arguments: [
        ("attachment; filename=\"Quote-7731.pdf\"", "Quote-7731.pdf"),
        ("attachment; filename=Quote.pdf", "Quote.pdf"),
        ("attachment;filename=\"a \\\"b\\\".pdf\"", "a \"b\".pdf"),
        ("attachment; filename=\"plain.pdf\"; filename*=UTF-8''%E2%82%AC.pdf", "€.pdf"),
        ("attachment; filename*=ISO-8859-1''x.pdf; filename=\"y.pdf\"", "y.pdf"),
        ("attachment", ""),
        ("inline; filename=\"../../etc/passwd\"", "../../etc/passwd"),
    ])
    func theNameIsReadAsGiven(_ header: String, _ name: String) {
        #expect(ContentDisposition.fileName(header) == name)
    }

    @Test func theMediaTypeLosesItsParameters() {
        #expect(ContentDisposition.mediaType(" Image/PNG ; q=1") == "image/png")
    }

    @Test(arguments: [(0, "0 bytes"), (1, "1 byte"), (1023, "1023 bytes"), (1024, "1 KB"), (186_368, "182 KB"),
                      (1_572_864, "1.5 MB"), (2_097_152, "2 MB"), (32_925_286, "31.4 MB"), (3 * 1_073_741_824, "3 GB")])
    func sizesAreSaidInWords(_ bytes: Int, _ words: String) {
        #expect(ByteCount.words(bytes) == words)
    }
}
