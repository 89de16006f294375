import Resources
import SceneKit
import Terminal
import Testing
@testable import Scenes

@MainActor
@Suite struct OrderListFragmentTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 20, height: 5)]

    private func row(_ i: Int) -> OrdersAwaitingApproval.Window.ViewModel.Row {
        .init(cells: ["\(4000 + i) OP 00200", i % 2 == 0 ? "北京华信科技有限公司" : "Evil\u{1B}[2J\u{1B}]0;x\u{07} Corp", "11/20/2026",
                      "1,234.50 USD", "Nakamura, Yui", "3 d", "7"],
              id: OrderID(number: 4000 + i, type: "OP", company: "00200", suffix: "000"))
    }

    /// What the View does for each frame: the rows the list will show are fetched, then it draws.
    private func frame(_ sut: OrderListFragment, on screen: MemoryScreen, fetched: inout [(Int, Int)]) {
        if let rows = sut.prepare(height: screen.size.height) {
            fetched.append((rows.lowerBound, rows.count))
            sut.show(.init(offset: rows.lowerBound, rows: rows.map(row)))
        }
        sut.draw(in: Canvas(screen: screen), focused: true)
    }

    @Test(arguments: sizes)
    func drawsAWindowOfAHundredThousandOrders(size: Terminal.Size) {
        // Given
        let screen = MemoryScreen(width: size.width, height: size.height)
        let sut = OrderListFragment()
        var fetched: [(Int, Int)] = []
        sut.summary = .init(title: "Orders awaiting approval (100,000)", count: 100_000, emptyText: nil, error: nil)
        // When
        frame(sut, on: screen, fetched: &fetched)
        _ = sut.perform(.last)
        frame(sut, on: screen, fetched: &fetched)
        // Then: only visible rows were fetched, nothing escaped, columns fit
        #expect(fetched.count == 2)
        #expect(fetched.allSatisfy { $0.1 <= size.height })
        #expect(!screen.text.contains("\u{1B}"))
        for y in 0..<size.height { #expect(TextWidth.cells(of: screen.line(y)) <= size.width) }
        if size.height > 3 { #expect(screen.find("\(4000 + 99_999) OP") != nil) }
    }

    @Test func aScrollOfFewerRowsThanShownIsToldToTheScreenAsAMoveOfItsRows() {
        // Given: 10 rows shown under the title and header (rows 2…11 of the screen), the cursor on the last
        let screen = MemoryScreen(width: 80, height: 12)
        var fetched: [(Int, Int)] = []
        let sut = OrderListFragment()
        sut.summary = .init(title: "Orders awaiting approval (100)", count: 100, emptyText: nil, error: nil)
        frame(sut, on: screen, fetched: &fetched)
        sut.state = ListState(selected: 9, top: 0)
        frame(sut, on: screen, fetched: &fetched)
        #expect(screen.scrollsNoted.isEmpty)
        // When: one row down, then three up at once
        _ = sut.perform(.moveDown)
        frame(sut, on: screen, fetched: &fetched)
        sut.state = ListState(selected: 0, top: 0)
        sut.follow(to: 0, shift: 0)
        frame(sut, on: screen, fetched: &fetched)
        // Then: the rows' area moved up one, then down one
        let rows = Rect(x: 0, y: 2, width: 80, height: 10)
        #expect(screen.scrollsNoted.map(\.rows) == [rows, rows])
        #expect(screen.scrollsNoted.map(\.shift) == [1, -1])
    }

    @Test func aPageOrMoreAChangedCountOrAnotherSizeIsNotToldAsAScroll() {
        let screen = MemoryScreen(width: 80, height: 12)
        var fetched: [(Int, Int)] = []
        let sut = OrderListFragment()
        sut.summary = .init(title: "Orders awaiting approval (100)", count: 100, emptyText: nil, error: nil)
        frame(sut, on: screen, fetched: &fetched)
        // When: a page down (every row changes), the count changes (a refresh), the screen grows
        _ = sut.perform(.pageDown)
        frame(sut, on: screen, fetched: &fetched)
        sut.summary = .init(title: "Orders awaiting approval (99)", count: 99, emptyText: nil, error: nil)
        sut.state.top += 1
        frame(sut, on: screen, fetched: &fetched)
        screen.resize(to: Size(width: 80, height: 20))
        sut.state.top += 1
        frame(sut, on: screen, fetched: &fetched)
        // Then: none was a scroll the terminal could send as one
        #expect(screen.scrollsNoted.isEmpty)
    }

    @Test func followingItsOrderTheCursorScrollsTheListWithItUnlessTheListShowsItsFirstRow() {
        let screen = MemoryScreen(width: 80, height: 12)  // ten rows under the title and header
        var fetched: [(Int, Int)] = []
        let sut = OrderListFragment()
        sut.summary = .init(title: "Orders awaiting approval (100)", count: 100, emptyText: nil, error: nil)
        frame(sut, on: screen, fetched: &fetched)
        // Given the first rows on screen: two orders arriving above the cursor's show, the cursor follows
        _ = sut.perform(.moveDown)
        sut.follow(to: 3, shift: 2)
        frame(sut, on: screen, fetched: &fetched)
        #expect(sut.state == ListState(selected: 3, top: 0))
        // Given the list scrolled down: the rows on screen stay where they were
        sut.state = ListState(selected: 45, top: 40)
        sut.follow(to: 47, shift: 2)
        frame(sut, on: screen, fetched: &fetched)
        #expect(sut.state == ListState(selected: 47, top: 42))
        // And an order leaving above moves them up together
        sut.follow(to: 46, shift: -1)
        frame(sut, on: screen, fetched: &fetched)
        #expect(sut.state == ListState(selected: 46, top: 41))
    }

    @Test func saysWhenNothingAwaits() {
        let screen = MemoryScreen(width: 80, height: 10)
        let sut = OrderListFragment()
        sut.summary = .init(title: "Orders awaiting approval (0)", count: 0, emptyText: "Nothing awaits your approval.", error: nil)
        sut.draw(in: Canvas(screen: screen), focused: true)
        #expect(screen.find("Nothing awaits your approval.") != nil)
    }

    @Test func columnsLineUpWithWideNames() {
        let screen = MemoryScreen(width: 120, height: 6)
        let sut = OrderListFragment()
        var fetched: [(Int, Int)] = []
        sut.summary = .init(title: "t", count: 4, emptyText: nil, error: nil)
        frame(sut, on: screen, fetched: &fetched)
        let dates = (2..<6).compactMap { y -> Int? in
            let line = screen.line(y)
            guard let r = line.range(of: "11/20/2026") else { return nil }
            return TextWidth.cells(of: String(line[..<r.lowerBound]))
        }
        #expect(dates.count == 4)
        #expect(Set(dates).count == 1)
    }

    @Test func drawingNeverFetchesAndShowsOnlyTheRowsItHolds() {
        // Given: a list of 50 orders that holds none of its rows
        let screen = MemoryScreen(width: 120, height: 10)
        let sut = OrderListFragment()
        var asked: [(Int, Int)] = []
        sut.fetch = { offset, limit in asked.append((offset, limit)) }
        sut.summary = .init(title: "t", count: 50, emptyText: nil, error: nil)
        // When
        sut.draw(in: Canvas(screen: screen), focused: true)
        // Then: nothing was asked for and no row is drawn; the rows to fetch are the ones on screen
        #expect(asked.isEmpty)
        #expect(screen.find("OP 00200") == nil)
        #expect(sut.prepare(height: 10) == 0..<8)
        #expect(asked.isEmpty)
    }

    @Test func preparingAsksOnlyForTheRowsItDoesNotHold() {
        // Given: the first three rows of the window held
        let sut = OrderListFragment()
        sut.summary = .init(title: "t", count: 50, emptyText: nil, error: nil)
        sut.show(.init(offset: 0, rows: (0..<3).map(row)))
        // When
        let missing = sut.prepare(height: 10)
        // Then
        #expect(missing == 3..<8)
    }

    @Test func aChangedRowShowsDeltaBesideTheCursorAndANewOrdersMark() {
        // Given: three rows, the first two changed since last opened, the second also new
        let screen = MemoryScreen(width: 100, height: 8)
        let sut = OrderListFragment()
        sut.summary = .init(title: "Orders awaiting approval (3)", count: 3, emptyText: nil, error: nil)
        let rows = (0..<3).map { i -> OrdersAwaitingApproval.Window.ViewModel.Row in
            .init(cells: ["\(4000 + i) OP 00200", (i < 2 ? "Δ " : "") + "Schäfer GmbH", "11/20/2026", "10.00 EUR", "Pat", "3 d", "2"],
                  id: OrderID(number: 4000 + i, type: "OP", company: "00200", suffix: "000"))
        }
        sut.newOrders = [rows[1].id]
        _ = sut.prepare(height: 8)
        sut.show(.init(offset: 0, rows: rows))
        // When
        sut.draw(in: Canvas(screen: screen), focused: true)
        // Then: the cursor's `>` and the new order's `•` keep the marker column; Δ shows in the row beside them
        let first = screen.line(2), second = screen.line(3), third = screen.line(4)
        #expect(first.hasPrefix("> 4000 OP") && first.contains("Δ Schäfer"), "\(screen.text)")
        #expect(second.hasPrefix("• 4001 OP") && second.contains("Δ Schäfer"), "\(screen.text)")
        #expect(!third.contains("Δ"), "\(screen.text)")
    }
}
