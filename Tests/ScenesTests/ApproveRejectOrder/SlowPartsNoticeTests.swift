import AIS
import Foundation
import Store
import Testing
@testable import Resources
@testable import Scenes
import TestSupport

/// The parts of an order read from the server come on screen as asked, with nothing said; only a part
/// still unanswered when the notice is due is said to be read. The server here is unreachable, so the
/// route and the attachments fail once their read starts (after the cursor's rest).
@MainActor
@Suite struct SlowPartsNoticeTests {
    let presenter = OrderPresenterSpy()
    let db: Database

    init() throws {
        db = try makeQueueDatabase(orders: 2) { _ in (7001, 3_000) }
    }

    static func key(_ n: Int) -> OrderKey { OrderKey(number: n, type: "OP", company: "00200", suffix: "000") }

    private func makeSUT(noticeAfter: Duration, supplier: SupplierHistorySpy = SupplierHistorySpy()) -> ApproveRejectOrderInteractor {
        let sut = makeOrderInteractor(database: db, presenter: presenter)
        sut.sideParts.supplierOrders.reader = supplier
        sut.sideParts.supplierOrders.presenter = presenter
        sut.slowParts.after = noticeAfter
        return sut
    }

    private var routes: [ApproveRejectOrder.Load.RemotePart<[RouteStepFacts]>] { presenter.orders.map(\.route) }
    private var attachmentParts: [ApproveRejectOrder.Load.RemotePart<[AttachmentFacts]>] { presenter.orders.map(\.attachments) }

    @Test func aQuickAnswerNeverSaysItIsBeingRead() async {
        // Given: a notice far off
        let sut = makeSUT(noticeAfter: .seconds(60))
        // When: the order shows and its reads end (here, failing at once)
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4001))))
        #expect(routes.first == .asked)
        #expect(attachmentParts.first == .asked)
        #expect(await eventually { !(presenter.orders.last?.attachments.isPending ?? true) })
        // Then: nothing in between said "reading"
        #expect(!routes.contains(.loading), "\(routes)")
        #expect(!attachmentParts.contains(.loading), "\(attachmentParts)")
        sut.stop()
    }

    @Test func aPartLongInComingIsSaidToBeRead() async {
        // Given: the notice due at once, before the reads start after the cursor's rest
        let supplier = SupplierHistorySpy()
        supplier.delay = 60_000_000_000
        let sut = makeSUT(noticeAfter: .milliseconds(1), supplier: supplier)
        // When
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4001))))
        // Then: asked first, then said to be read, then the answer (a failure here)
        #expect(await eventually { !(presenter.orders.last?.attachments.isPending ?? true) })
        #expect(Array(routes.prefix(2)) == [.asked, .loading], "\(routes)")
        #expect(Array(attachmentParts.prefix(2)) == [.asked, .loading], "\(attachmentParts)")
        if case .failed = routes.last {} else { Issue.record("\(routes)") }
        // and the supplier history, still unanswered, says it is being read
        #expect(presenter.supplierOrders.map(\.progress) == [.asked, .reading])
        sut.stop()
    }

    @Test func anOrderLeftBehindIsNeverSaidToBeRead() async {
        // Given: a notice soon, and a supplier read that takes long
        let supplier = SupplierHistorySpy()
        supplier.delay = 60_000_000_000
        let sut = makeSUT(noticeAfter: .seconds(60), supplier: supplier)
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4001))))
        let timer = sut.slowParts.timer
        // When: the view leaves before the notice is due
        sut.stop()
        // Then: the notice's wait ends at once (cancelled), and nothing more is presented
        #expect(sut.slowParts.timer == nil)
        #expect(sut.sideParts.supplierOrders.notice == nil)
        await timer?.value
        #expect(presenter.orders.count == 1, "\(routes)")
        #expect(presenter.supplierOrders.map(\.progress) == [.asked])
    }

    @Test func whatWasKeptIsShownAtOnceWithItsAge() {
        // Given: a supplier history kept from before
        let supplier = SupplierHistorySpy()
        supplier.kept = SupplierOrdersInteractorTests.history(readAt: Date(timeIntervalSinceNow: -60))
        supplier.delay = 60_000_000_000
        let sut = makeSUT(noticeAfter: .seconds(60), supplier: supplier)
        // When
        _ = sut.selectOrder(.init(order: OrderID(Self.key(4001))))
        // Then: it is shown as being read again at once (its note tells its age)
        #expect(presenter.supplierOrders.map(\.progress) == [.reading])
        sut.stop()
    }
}
