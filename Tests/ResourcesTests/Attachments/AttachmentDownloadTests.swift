import AIS
import Foundation
import Testing
@testable import Resources

/// Files and links of an order read from the simulator, and the size limit said with the file's name.
@Suite struct AttachmentDownloadTests {
    /// The first order awaiting DEMO: the simulator gives it a quote and a link.
    static func firstOrder(_ fixture: SimulatorFixture, _ session: AISSession) async throws -> OrderKey {
        let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
        let entries = try await fixture.workspace.gate.client.dataService.browseAll(ApprovalQueueService.query(approver: 4242, pageSize: 100), session: session)
            .compactMap { ApprovalQueueService.decode($0, dates: dates) }
        return try #require(entries.map(\.key).min { $0.number < $1.number })
    }

    @Test func theFirstDemoOrderListsAQuoteAndALinkAndTheQuoteIsAPDF() async throws {
        // Given
        let fixture = try SimulatorFixture(orders: 3)
        let key = try await Self.firstOrder(fixture, try await fixture.login())
        let sut = OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database)
        // When
        let items = try await sut.attachments(key)
        // Then
        let file = try #require(items.first { $0.kind == .file })
        let link = try #require(items.first { $0.kind == .link })
        #expect(file.fileName == "Quote-\(key.number).pdf")
        #expect(link.link == "https://example.com/catalogue/\(key.number)")
        let bytes = try await sut.attachmentFile(key, file, limit: 1_048_576)
        #expect(bytes.contentType == "application/pdf")
        #expect(bytes.fileName == "Quote-\(key.number).pdf")
        #expect(bytes.bytes.count == file.size)
        #expect(String(decoding: bytes.bytes.prefix(8), as: UTF8.self) == "%PDF-1.4")
        #expect(String(decoding: bytes.bytes.suffix(6), as: UTF8.self) == "%%EOF\n")
    }

    @Test func aFileOverTheLimitIsRefusedWithItsNameAndSize() async throws {
        // Given a 2 MB file added to the order, and a limit of 1 MB
        let fixture = try SimulatorFixture(orders: 3)
        let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        _ = try await fixture.login()
        _ = try await fixture.simulator.adminRequest("POST", "orders/4001/OP/00200/000/files",
                                               body: #"{"name":"Big-4001.pdf","kind":"filler","bytes":2097152}"#)
        let sut = OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database)
        let big = try #require(try await sut.attachments(key).first { $0.fileName == "Big-4001.pdf" })
        // When / Then
        await #expect(throws: WorkerFailure(kind: .refused, message: "Big-4001.pdf is 2 MB; the limit is 1 MB (attachments.max-mb)")) {
            _ = try await sut.attachmentFile(key, big, limit: 1_048_576)
        }
    }

    @Test func theSizeIsSaidWhenKnownElseTheLimitPassed() {
        #expect(OrderDetailWorker.tooLarge("Quote-7731.pdf", declared: 32_925_286, limit: 20_971_520)
                    == "Quote-7731.pdf is 31.4 MB; the limit is 20 MB (attachments.max-mb)")
        #expect(OrderDetailWorker.tooLarge("../x\u{1b}.pdf", declared: nil, limit: 1_048_576)
                    == "x.pdf is over 1 MB; the limit is 1 MB (attachments.max-mb)")
    }
}
