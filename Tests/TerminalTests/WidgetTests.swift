import Testing
@testable import Terminal

@MainActor
@Suite struct WidgetTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 20, height: 5), Size(width: 1, height: 1)]

    @Test(arguments: sizes)
    func tableAsksOnlyForVisibleRows(size: Size) {
        let screen = MemoryScreen(width: size.width, height: size.height)
        var asked: [Int] = []
        let columns = [TableColumn(title: "Order", width: .fixed(8)), TableColumn(title: "Supplier", width: .flex(min: 6, weight: 1)),
                       TableColumn(title: "Amount", width: .fixed(10), align: .right)]
        TableView.draw(in: Canvas(screen: screen), columns: columns, rowCount: 100_000, state: ListState(selected: 50_000, top: 49_990),
                       focused: true, showHeader: true, cells: { row in
                           asked.append(row)
                           return ["\(row)", "北京\u{1B}[2J贸易 \(row)", "1,234.50"]
                       }, rowStyle: { $0 == 49_991 ? .marked : .normal })
        #expect(asked.count <= max(0, size.height - 1))
        #expect(asked.allSatisfy { (49_990..<50_050).contains($0) })
        #expect(!screen.text.contains("\u{1B}"))
        for y in 0..<size.height { #expect(TextWidth.cells(of: screen.line(y)) <= size.width) }
    }

    @Test func tableMarksSelectedRowsInWordsNotOnlyColour() {
        let screen = MemoryScreen(width: 30, height: 4)
        TableView.draw(in: Canvas(screen: screen), columns: [TableColumn(title: "A", width: .flex(min: 1, weight: 1))], rowCount: 3,
                       state: ListState(selected: 0, top: 0), focused: true, showHeader: false,
                       cells: { ["row \($0)"] }, rowStyle: { $0 == 1 ? .marked : .normal })
        #expect(screen.line(0) == "> row 0")
        #expect(screen.line(1) == "✓ row 1")
        #expect(screen.style(at: Point(x: 2, y: 0)).reverse)
        #expect(screen.cursor == Point(x: 0, y: 0))
    }

    @Test func columnLayoutFillsTheWidth() {
        let widths = TableView.layout(columns: [TableColumn(title: "a", width: .fixed(10)), TableColumn(title: "b", width: .flex(min: 5, weight: 1)),
                                                TableColumn(title: "c", width: .flex(min: 5, weight: 3))], width: 50)
        #expect(widths.reduce(0, +) + 2 == 50)
        #expect(widths[0] == 10)
        let narrow = TableView.layout(columns: [TableColumn(title: "a", width: .fixed(10)), TableColumn(title: "b", width: .fixed(10))], width: 15)
        #expect(narrow == [10, 0])
    }

    @Test func columnsGiveWayLowestKeepFirstAndTheFirstNever() {
        // Given: a (keep 9) b (keep 1) c (keep 5) d (keep 1), each 10 wide
        let columns = [TableColumn(title: "a", width: .fixed(10), keep: 9), TableColumn(title: "b", width: .fixed(10), keep: 1),
                       TableColumn(title: "c", width: .fixed(10), keep: 5), TableColumn(title: "d", width: .fixed(10), keep: 1)]
        #expect(TableView.fullWidth(of: columns) == 2 + 40 + 3)
        // Then: d (the rightmost of the lowest) goes first, then b, then c; a stays, cut to the width
        #expect(TableView.layout(columns: columns, width: 43) == [10, 10, 10, 10])
        #expect(TableView.layout(columns: columns, width: 42) == [10, 10, 10, 0])
        #expect(TableView.layout(columns: columns, width: 31) == [10, 0, 10, 0])
        #expect(TableView.layout(columns: columns, width: 20) == [10, 0, 0, 0])
        #expect(TableView.layout(columns: columns, width: 7) == [7, 0, 0, 0])
    }

    @Test(arguments: sizes)
    func dialogsAndBarsFitAnySize(size: Size) {
        let screen = MemoryScreen(width: size.width, height: size.height)
        let canvas = Canvas(screen: screen)
        TopBar.draw(in: canvas.row(0), left: [.init("Signoff"), .init("Approver, 北京 (4242)")], right: [.init("online")])
        Dialog.draw(in: canvas, title: "Approve 3 orders", width: 60, body: [DialogLine("Total 1,234.50 USD"), DialogLine("\u{1B}[31mfake")],
                    buttons: ["Approve", "Cancel"], selected: 0)
        BottomBar.draw(in: canvas.sub(Rect(x: 0, y: size.height - 2, width: size.width, height: 2)),
                       keys: [.init(key: "a", label: "approve")], message: .init(kind: .error, text: "Cannot reach the server"))
        ProgressBar.draw(in: canvas.row(1), row: 0, fraction: 0.5, label: "50%")
        #expect(!screen.text.contains("\u{1B}"))
        for y in 0..<size.height { #expect(TextWidth.cells(of: screen.line(y)) <= size.width) }
    }

    @Test func secureFieldsNeverShowTheText() {
        let screen = MemoryScreen(width: 20, height: 1)
        TextField.draw(in: Canvas(screen: screen), state: TextFieldState(text: "hunter2", secure: true), focused: true, placeholder: "")
        #expect(screen.line(0) == "•••••••")
        #expect(screen.cursor == Point(x: 7, y: 0))
    }

    @Test func messagesSayTheirKindInWords() {
        let screen = MemoryScreen(width: 40, height: 2)
        BottomBar.draw(in: Canvas(screen: screen), keys: [], message: .init(kind: .error, text: "boom"))
        #expect(screen.line(0) == "✗ boom")
        let ascii = MemoryScreen(width: 40, height: 2, supportsUnicode: false)
        BottomBar.draw(in: Canvas(screen: ascii), keys: [], message: .init(kind: .error, text: "boom"))
        #expect(ascii.line(0) == "ERROR boom")
    }

    @Test func themesWithoutColourKeepAttributes() {
        #expect(Theme.monochrome.pair(for: .selection) == 0)
        #expect(Theme.dark.pair(for: .selection) > 0)
        #expect(Style.selection.reverse)
        #expect(Style.error.bold)
        #expect(Theme.named("high-contrast") == .highContrast)
        #expect(Theme.named("whatever") == .dark)
    }
}

/// The chart bar's length, to the eighth of a cell.
@Suite struct HorizontalBarTests {
    @Test(arguments: [(1.0, 10, "██████████"), (0.5, 10, "█████"), (0.0625, 10, "▋"), (0.55, 10, "█████▌"),
                      (1.0 / 80, 10, "▏"), (0.0001, 10, "▏"), (0.0, 10, ""), (2.0, 4, "████")])
    func unicodeBarsEndInTheNearestEighth(fraction: Double, width: Int, expected: String) {
        #expect(HorizontalBar.text(fraction: fraction, width: width, unicode: true) == expected)
    }

    @Test func barsForKnownCountsHaveKnownLengths() {
        // Counts 12, 9, 3 and 1 of a longest 12, in 24 cells: 24, 18, 6 and 2 cells.
        let lengths = [12, 9, 3, 1].map { HorizontalBar.text(fraction: Double($0) / 12, width: 24, unicode: true) }
        #expect(lengths.map { $0.filter { $0 == "█" }.count } == [24, 18, 6, 2])
        #expect(lengths.allSatisfy { !$0.contains { "▏▎▍▌▋▊▉".contains($0) } })
    }

    @Test func asciiTerminalsGetWholeCellsOfHashes() {
        #expect(HorizontalBar.text(fraction: 0.5, width: 10, unicode: false) == "#####")
        #expect(HorizontalBar.text(fraction: 0.01, width: 10, unicode: false) == "#")
        #expect(HorizontalBar.text(fraction: 0, width: 10, unicode: false) == "")
    }
}
