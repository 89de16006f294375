import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes
import TestSupport

/// Answers the order view's reads by path: the login, the attachments' list, a file's bytes; the route's
/// read fails (it is not what these tests look at).
final class AttachmentServerStub: HTTPTransport, @unchecked Sendable {
    static let pdf: [UInt8] = Array("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n".utf8)
    static let list = """
        { "mediaObjects": [
          { "sequence": 1, "itemName": "Delivery terms", "moType": 0, "isText": true, "updateDate": "11/20/2026", "updateUserID": "BUYER1" },
          { "sequence": 901, "itemName": "Quote", "moType": 5, "isText": false, "file": "Quote-7731.pdf", "isImage": false, "size": 186368 },
          { "sequence": 902, "itemName": "Catalogue", "moType": 2, "isURL": true, "link": "https://example.com/c" },
          { "sequence": 903, "itemName": "Sheet", "moType": 1, "isText": false } ] }
        """
    static let login = """
        { "username": "DEMO", "environment": "JDV920", "role": "*ALL",
          "userInfo": { "token": "t0", "dateFormat": "MDE", "dateSeperator": "/", "simpleDateFormat": "MM/dd/yyyy",
                        "decimalFormat": ".", "addressNumber": 4242, "alphaName": "Demo", "username": "DEMO" } }
        """
    private let lock = NSLock()
    private var downloads = 0
    private var answeredList = AttachmentServerStub.list
    /// The `file/list` answer (`list` unless a test says otherwise).
    var listAnswer: String {
        get { lock.withLock { answeredList } }
        set { lock.withLock { answeredList = newValue } }
    }
    var downloadCount: Int { lock.withLock { downloads } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.url.path
        if path.hasSuffix("/tokenrequest") { return HTTPResponse(status: 200, body: Array(Self.login.utf8)) }
        if path.hasSuffix("/file/list") { return HTTPResponse(status: 200, body: Array(listAnswer.utf8)) }
        if path.hasSuffix("/file/download") {
            lock.withLock { downloads += 1 }
            if let limit = request.maximumBody, Self.pdf.count > limit {
                throw AISError.answerTooLarge(declaredBytes: Self.pdf.count, limit: limit)
            }
            return HTTPResponse(status: 200, headers: ["content-type": "application/pdf",
                                                       "content-disposition": "attachment; filename=\"Quote-7731.pdf\""], body: Self.pdf)
        }
        return HTTPResponse(status: 500, body: Array(#"{"message":"not in this stub"}"#.utf8))
    }
}

/// What the interactor asked the opener.
final class AttachmentOpenerSpy: AttachmentOpening, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [(file: MediaFile, name: String)] = []
    private var links: [String] = []
    let limit: Int
    let failure: AttachmentProblem?

    init(limit: Int = 1_048_576, failure: AttachmentProblem? = nil) {
        self.limit = limit
        self.failure = failure
    }

    @MainActor var limitBytes: Int { limit }
    var openedFiles: [(file: MediaFile, name: String)] { lock.withLock { files } }
    var openedLinks: [String] { lock.withLock { links } }

    func openFile(_ file: MediaFile, name: String) async throws -> String {
        lock.withLock { files.append((file, name)) }
        if let failure { throw failure }
        return "/run/user/1/signoff/open-x/" + name
    }

    func openLink(_ link: String) async throws {
        lock.withLock { links.append(link) }
        if let failure { throw failure }
    }
}

/// Enter on an attachment in the order view: a file is read (within the limit) and handed to the opener,
/// a link goes to the opener, and every outcome reaches the message line.
@MainActor
@Suite struct AttachmentOpeningTests {
    let db: Database
    let presenter = OrderPresenterSpy()
    let server = AttachmentServerStub()
    static let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")

    init() throws {
        db = try makeQueueDatabase(orders: 1) { _ in (supplier: 7001, total: 10) }
    }

    /// The interactor showing order 4001, its attachments listed.
    func makeSUT(opener: AttachmentOpenerSpy?, listed: Int = 4) async throws -> ApproveRejectOrderInteractor {
        let client = AISClient(configuration: AISConfiguration(baseURL: URL(string: "http://ais.test/jderest")!, environment: "JDV920",
                                                               role: "*ALL", deviceName: "d"), transport: server, sleep: { _ in })
        let gate = SessionGate(client: client)
        _ = try await gate.login(username: "DEMO", password: "demo")
        let sut = ApproveRejectOrderInteractor(worker: OrderDetailWorker(gate: gate, database: db))
        sut.presenter = presenter
        sut.attachmentOpening.opener = opener
        sut.attachmentOpening.presenter = presenter
        _ = sut.selectOrder(.init(order: OrderID(Self.key)))
        let listed = await eventually {
            presenter.orders.contains { if case .loaded(let items) = $0.attachments { return items.count == listed } else { return false } }
        }
        #expect(listed, "\(presenter.orders.map(\.attachments))")
        return sut
    }

    @Test func theListHasEachKindWithItsFacts() async throws {
        let sut = try await makeSUT(opener: nil)
        defer { sut.stop() }
        guard case .loaded(let items) = presenter.orders.last?.attachments else { Issue.record("not loaded"); return }
        #expect(items.map(\.kind) == [.text, .file, .link, .other])
        #expect(items[1].fileName == "Quote-7731.pdf" && items[1].size == 186_368)
        #expect(items[2].link == "https://example.com/c")
    }

    @Test func anotherOrderShownOpensNoneOfTheAttachmentsOfTheOneBefore() async throws {
        // Given: order 4001's attachments listed
        let opener = AttachmentOpenerSpy()
        let sut = try await makeSUT(opener: opener)
        defer { sut.stop() }
        // When: the cursor moves on (here, to no order) and Enter is pressed where 4001's file was listed
        _ = sut.selectOrder(.init(order: nil))
        sut.attachmentOpening.open(at: 1)
        // Then: nothing is read or opened, and nothing is said
        #expect(presenter.opened.isEmpty)
        #expect(opener.openedFiles.isEmpty)
    }

    @Test func enterOnAFileReadsItAndHandsItToTheOpener() async throws {
        // Given
        let opener = AttachmentOpenerSpy()
        let sut = try await makeSUT(opener: opener)
        defer { sut.stop() }
        // When Enter is pressed on the file
        sut.attachmentOpening.open(at: 1)
        // Then its bytes go to the opener under its name, and the message line says opening, then opened
        #expect(await eventually { presenter.opened.count == 2 })
        #expect(opener.openedFiles.map(\.name) == ["Quote-7731.pdf"])
        #expect(opener.openedFiles.first?.file.bytes == AttachmentServerStub.pdf)
        #expect(presenter.opened.map(\.outcome) == [.opening, .opened])
        #expect(presenter.opened.last?.size == AttachmentServerStub.pdf.count)
        #expect(presenter.texts.isEmpty)
    }

    @Test func aFileOverTheLimitIsNeitherKeptNorOpened() async throws {
        let opener = AttachmentOpenerSpy(limit: 10)
        let sut = try await makeSUT(opener: opener)
        defer { sut.stop() }
        sut.attachmentOpening.open(at: 1)
        #expect(await eventually { presenter.opened.count == 2 })
        #expect(opener.openedFiles.isEmpty)
        #expect(presenter.opened.last?.outcome == .failed("Quote-7731.pdf is \(AttachmentServerStub.pdf.count) bytes; the limit is 10 bytes (attachments.max-mb)"))
    }

    @Test func anOpenerThatFailsIsSaid() async throws {
        let opener = AttachmentOpenerSpy(failure: AttachmentProblem("could not open Quote-7731.pdf: xdg-open exited 3"))
        let sut = try await makeSUT(opener: opener)
        defer { sut.stop() }
        sut.attachmentOpening.open(at: 1)
        #expect(await eventually { presenter.opened.count == 2 })
        #expect(presenter.opened.last?.outcome == .failed("could not open Quote-7731.pdf: xdg-open exited 3"))
    }

    @Test func enterOnALinkHandsTheLinkToTheOpener() async throws {
        let opener = AttachmentOpenerSpy()
        let sut = try await makeSUT(opener: opener)
        defer { sut.stop() }
        sut.attachmentOpening.open(at: 2)
        #expect(await eventually { presenter.opened.count == 2 })
        #expect(opener.openedLinks == ["https://example.com/c"])
        #expect(server.downloadCount == 0)
        #expect(presenter.opened.last?.outcome == .opened)
    }

    @Test func withoutAnOpenerFilesAndLinksAreListedNotOpened() async throws {
        let sut = try await makeSUT(opener: nil)
        defer { sut.stop() }
        sut.attachmentOpening.open(at: 1)
        #expect(presenter.opened.last?.outcome == .failed("files are not opened here"))
        #expect(server.downloadCount == 0)
        sut.attachmentOpening.open(at: 3)
        #expect(presenter.texts.last?.error == "This kind of attachment can be neither read nor opened here.")
    }

    @Test func anAttachmentListedWithoutANumberIsSaidToBeUnreadable() async throws {
        // Given a text and a file the list gives no sequence number
        server.listAnswer = """
            { "mediaObjects": [
              { "itemName": "Delivery terms", "moType": 0, "isText": true, "updateDate": "11/20/2026", "updateUserID": "BUYER1" },
              { "itemName": "Quote", "moType": 5, "isText": false, "file": "Quote-7731.pdf" } ] }
            """
        let opener = AttachmentOpenerSpy()
        let sut = try await makeSUT(opener: opener, listed: 2)
        defer { sut.stop() }
        // When Enter is pressed on each
        sut.attachmentOpening.open(at: 0)
        sut.attachmentOpening.open(at: 1)
        // Then each says why it cannot be read, and nothing is asked of the server or the opener
        #expect(presenter.texts.last?.error == "This attachment cannot be read: \(OrderDetailWorker.unnumbered).")
        #expect(await eventually { presenter.opened.count == 2 })
        #expect(presenter.opened.last?.outcome == .failed(OrderDetailWorker.unnumbered))
        #expect(server.downloadCount == 0)
        #expect(opener.openedFiles.isEmpty)
        // and the pane says so beside their names
        guard case .loaded(let items) = presenter.orders.last?.attachments else { Issue.record("not loaded"); return }
        #expect(items.map { AttachmentWording.row($0, dates: .iso) } == ["Delivery terms · BUYER1 2026-11-20 · unreadable: listed without a number",
                                                      "Quote-7731.pdf · PDF · unreadable: listed without a number"])
    }
}
