import AIS
import Foundation
import Resources
import SceneKit
import Store
import Terminal
import Testing
@testable import Scenes

/// The queue at a glance at every depth of the scene: the interactor reads it from the store and applies
/// a bar as the filter, the presenter words it and sizes the bars, the fragment draws them inert.
/// What shows the glance, kept for the test to read.
@MainActor
final class GlanceDisplaySpy: QueueGlanceDisplayLogic {
    var glances: [OrdersAwaitingApproval.Glance.ViewModel] = []
    func displayGlance(_ viewModel: OrdersAwaitingApproval.Glance.ViewModel) { glances.append(viewModel) }
}

@MainActor
@Suite struct QueueGlanceSceneTests {
    typealias Glance = OrdersAwaitingApproval.Glance

    // MARK: Interactor

    private func makeInteractor(_ presenter: OrdersPresenterSpy) throws -> OrdersAwaitingApprovalInteractor {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for (n, type, amount) in [(4001, "OP", 500.0), (4002, "OP", 2_500.0), (4003, "OS", 120_000.0)] {
                let key = OrderKey(number: n, type: type, company: "00200", suffix: "000")
                try c.insert([ApprovalQueueEntry(key: key, approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                                 orderDate: LocalDate(year: 2026, month: 11, day: 20).map(ServerDate.day))])
                try c.insert([PurchaseOrderHeader(key: key, branch: "M30", supplier: 7001, orderDate: nil, requestedDate: nil,
                                                  currency: "EUR", total: amount, orderedBy: "", reference: "")])
            }
            try OrderQueueDao().rebuild(in: c)
        }
        let sut = OrdersAwaitingApprovalInteractor(list: QueueListWorker(database: db, today: { LocalDate(year: 2026, month: 11, day: 22)! }),
                                                   refresher: nil)
        sut.presenter = presenter
        sut.refreshes.presenter = presenter
        sut.marking.presenter = presenter
        sut.search.presenter = presenter
        sut.arrangement.presenter = presenter
        sut.glance.presenter = presenter
        return sut
    }

    @Test func theGlanceIsReadFromTheStoreWithEveryDimension() throws {
        // Given
        let presenter = OrdersPresenterSpy()
        let sut = try makeInteractor(presenter)
        // When
        sut.glance.load()
        // Then
        let glance = try #require(presenter.glances.last)
        #expect(glance.orders == 3)
        #expect(glance.sections.map(\.dimension) == [.orderType, .branch, .waiting, .amount])
        #expect(glance.sections[0].bars.map(\.group) == [.orderType("OP"), .orderType("OS")])
        #expect(glance.sections[0].bars.map(\.count) == [2, 1])
        #expect(glance.sections[2].bars.map(\.group) == [.waiting(minimum: nil, maximum: 2), .waiting(minimum: 3, maximum: 7),
                                                         .waiting(minimum: 8, maximum: 30), .waiting(minimum: 31, maximum: nil)])
        #expect(glance.sections[2].bars.map(\.count) == [3, 0, 0, 0])
        #expect(glance.sections[3].bars.map(\.group) == [.amount(minimum: nil, maximum: 999.99), .amount(minimum: 1_000, maximum: 9_999.99),
                                                         .amount(minimum: 10_000, maximum: 99_999.99), .amount(minimum: 100_000, maximum: nil)])
        #expect(glance.sections[3].bars.map(\.count) == [1, 1, 0, 1])
        #expect(glance.sections[3].bars.first?.totals == [.init(currency: "EUR", amount: 500)])
    }

    @Test func aBarAppliedFiltersTheListAndFillsTheFilterDialog() throws {
        // Given
        let presenter = OrdersPresenterSpy()
        let sut = try makeInteractor(presenter)
        // When: the amount band 1,000–9,999.99
        sut.glance.apply(.init(group: .amount(minimum: 1_000, maximum: 9_999.99)))
        // Then
        #expect(presenter.filters.last == .applied(FilterFacts(minimumAmount: 1_000, maximumAmount: 9_999.99)))
        #expect(presenter.summaries.last?.count == 1)
        #expect(sut.arrangement.filterRequest.minimumAmount == "1,000.00")
        #expect(sut.arrangement.filterRequest.maximumAmount == "9,999.99")
        // When: a band of days waiting, then an order type: each replaces the filter before it
        sut.glance.apply(.init(group: .waiting(minimum: 3, maximum: 7)))
        #expect(presenter.filters.last == .applied(FilterFacts(minimumDaysWaiting: 3, maximumDaysWaiting: 7)))
        #expect(presenter.summaries.last?.count == 0)
        sut.glance.apply(.init(group: .orderType("OP")))
        #expect(presenter.filters.last == .applied(FilterFacts(orderTypes: ["OP"])))
        #expect(presenter.summaries.last?.count == 2)
    }

    @Test func ordersWithoutAReadableDateCannotBeFilteredAndSaySo() throws {
        let presenter = OrdersPresenterSpy()
        let sut = try makeInteractor(presenter)
        sut.glance.apply(.init(group: .noDate))
        guard case .invalid(_, let message)? = presenter.filters.last else {
            Issue.record("no refusal: \(presenter.filters)")
            return
        }
        #expect(message.contains("without a readable date"))
    }

    // MARK: Presenter

    @Test func barsAreSharesOfTheLongestInTheirSectionWithCountsAndTotalsInTheUsersFormat() throws {
        // Given: a user whose decimal separator is a comma
        let view = GlanceDisplaySpy()
        let sut = QueueGlancePresenter(numbers: .jde(","))
        sut.view = view
        // When
        sut.presentGlance(.init(orders: 1_240, sections: [
            .init(dimension: .branch, bars: [
                .init(group: .branch("M30"), count: 1_000, totals: [.init(currency: "EUR", amount: 1_234_567.5), .init(currency: "USD", amount: 10)]),
                .init(group: .branch("M40"), count: 240, totals: [.init(currency: "EUR", amount: 99)]),
            ]),
            .init(dimension: .waiting, bars: [
                .init(group: .waiting(minimum: nil, maximum: 2), count: 3, totals: []),
                .init(group: .waiting(minimum: 31, maximum: nil), count: 12, totals: []),
                .init(group: .noDate, count: 1, totals: []),
            ]),
            .init(dimension: .amount, bars: [
                .init(group: .amount(minimum: nil, maximum: 999.99), count: 5, totals: []),
                .init(group: .amount(minimum: 1_000, maximum: 9_999.99), count: 5, totals: []),
                .init(group: .amount(minimum: 100_000, maximum: nil), count: 0, totals: []),
            ]),
        ]))
        // Then
        let vm = try #require(view.glances.last)
        #expect(vm.title.contains("1.240 orders"))
        #expect(vm.sections.map(\.title) == ["By branch", "By days waiting", "By amount"])
        #expect(vm.sections[0].rows.map(\.fraction) == [1, 0.24])
        #expect(vm.sections[0].rows[0].count == "1.000")
        #expect(vm.sections[0].rows[0].totals == "1.234.567,50 EUR · 10,00 USD")
        #expect(vm.sections[1].rows.map(\.label) == ["up to 2 days", "over 30 days", "date unreadable"])
        #expect(vm.sections[1].rows.map(\.fraction) == [0.25, 1, 1.0 / 12])
        #expect(vm.sections[1].rows[2].group == nil)
        #expect(vm.sections[2].rows.map(\.label) == ["under 1.000", "1.000–9.999", "100.000 and over"])
        #expect(vm.sections[2].rows[2].fraction == 0)
    }

    // MARK: Fragment

    func viewModel() -> Glance.ViewModel {
        .init(title: "The queue at a glance · 24 orders · Enter filters the list to a bar", sections: [
            .init(title: "By branch", rows: [
                .init(label: "深圳市新星电子科技", fraction: 1, count: "16", totals: "98,765.43 EUR · 1,000.00 USD", group: .branch("深圳市新星电子科技")),
                .init(label: "M\u{1B}]0;pwn\u{07}40", fraction: 0.5, count: "8", totals: "10.00 EUR\u{1B}[2J", group: .branch("M40")),
            ]),
            .init(title: "By days waiting", rows: [
                .init(label: "date unreadable", fraction: 0.0625, count: "1", totals: "", group: nil),
            ]),
        ], error: nil)
    }

    @Test(arguments: [Terminal.Size(width: 80, height: 24), Terminal.Size(width: 200, height: 50)])
    func drawsBarsInertWithinTheWidth(size: Terminal.Size) {
        let screen = MemoryScreen(width: size.width, height: size.height)
        let sut = QueueGlanceFragment()
        sut.viewModel = viewModel()
        sut.draw(in: Canvas(screen: screen), focused: true)
        #expect(!screen.text.contains("\u{1B}"))
        #expect(screen.find("By branch") != nil)
        #expect(screen.find("深圳市") != nil)
        #expect(screen.find("98,765.43 EUR") != nil)
        #expect(screen.find("date unreadable") != nil)
        for y in 0..<size.height { #expect(TextWidth.cells(of: screen.line(y)) <= size.width) }
        // The longest bar fills its column; the half bar is half of it, to the cell.
        let columns = QueueGlanceFragment.columns(width: size.width)
        let full = screen.line(3).filter { $0 == "█" }.count
        let half = screen.line(4).filter { $0 == "█" }.count
        #expect(full == columns.bar)
        #expect(half == columns.bar / 2)
    }

    @Test func theCursorMovesOverTheBarsAFilterCanSelectOnly() {
        let sut = QueueGlanceFragment()
        sut.viewModel = viewModel()
        #expect(sut.selectedGroup == .branch("深圳市新星电子科技"))
        #expect(sut.perform(.moveDown))
        #expect(sut.selectedGroup == .branch("M40"))
        #expect(sut.perform(.moveDown))
        #expect(sut.selectedGroup == .branch("M40")) // the unreadable dates' bar cannot be selected
        #expect(sut.perform(.first))
        #expect(sut.selectedGroup == .branch("深圳市新星电子科技"))
    }
}
