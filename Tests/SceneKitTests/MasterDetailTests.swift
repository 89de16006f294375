import Terminal
import Testing
@testable import SceneKit

/// A pane that writes its name where it is drawn, puts the cursor there when focused, and says in
/// which order the panes were drawn.
@MainActor
final class PaneSpy: Fragment {
    final class Log { var draws: [(name: String, focused: Bool)] = [] }
    let name: String
    let canFocus: Bool
    let log: Log
    init(_ name: String, canFocus: Bool = true, log: Log) {
        self.name = name
        self.canFocus = canFocus
        self.log = log
    }
    func draw(in canvas: Canvas, focused: Bool) {
        log.draws.append((name, focused))
        canvas.text(focused ? name.uppercased() : name, y: 0)
        if focused { canvas.cursor(x: 0, y: 0) }
    }
}

@MainActor
@Suite struct MasterDetailTests {
    let log = PaneSpy.Log()
    let list: PaneSpy
    let header: PaneSpy
    let lines: PaneSpy
    let route: PaneSpy
    let attachments: PaneSpy
    let search: PaneSpy

    init() {
        list = PaneSpy("list", log: log)
        header = PaneSpy("header", canFocus: false, log: log)
        lines = PaneSpy("lines", log: log)
        route = PaneSpy("route", log: log)
        attachments = PaneSpy("attachments", log: log)
        search = PaneSpy("search", canFocus: false, log: log)
    }

    /// The home scene's shape: a list; an order of header, lines, a route with no room, attachments.
    private func makeSUT(textEntry: Bool = false) -> MasterDetail {
        let master = textEntry ? Pane([.init(search, height: .fixed(2)), .init(list, height: .fill(weight: 1))])
                               : Pane([.init(list, height: .fill(weight: 1))])
        let detail = Pane([
            .init(header, height: .fixed(4)),
            .init(lines, height: .fill(weight: 1)),
            .init(route, height: .fixed(0)),
            .init(attachments, height: .fixed(3)),
        ])
        var sut = MasterDetail(master: master, detail: detail, fragmenter: Fragmenter(sideBySideWidth: 120))
        if textEntry { sut.textEntry = search }
        return sut
    }

    private let wide = Rect(x: 0, y: 1, width: 200, height: 40)
    private let narrow = Rect(x: 0, y: 1, width: 80, height: 22)

    private func name(_ fragment: (any Fragment)?) -> String? { (fragment as? PaneSpy)?.name }

    // MARK: Layout

    @Test func wideBodiesShowMasterAndDetailSideBySide() {
        // Given
        var sut = makeSUT()
        // When
        sut.layOut(in: wide)
        // Then
        #expect(sut.mode == .sideBySide)
        #expect(sut.rect(of: list) == Rect(x: 0, y: 1, width: 100, height: 40))
        #expect(sut.divider == Rect(x: 100, y: 1, width: 1, height: 40))
        #expect(sut.rect(of: header) == Rect(x: 101, y: 1, width: 99, height: 4))
        #expect(sut.rect(of: lines) == Rect(x: 101, y: 5, width: 99, height: 33))
        #expect(sut.rect(of: route) == nil)
        #expect(sut.rect(of: attachments) == Rect(x: 101, y: 38, width: 99, height: 3))
    }

    @Test func narrowBodiesShowTheSideAskedFor() {
        // Given
        var sut = makeSUT()
        // When
        sut.layOut(in: narrow)
        // Then: the list alone
        #expect(sut.mode == .single(.master))
        #expect(sut.rect(of: list) == narrow)
        #expect(sut.rect(of: lines) == nil && sut.divider == nil)

        // When
        sut.narrowShows = .detail
        sut.layOut(in: narrow)
        // Then: the order alone
        #expect(sut.mode == .single(.detail))
        #expect(sut.rect(of: list) == nil)
        #expect(sut.rect(of: header) == Rect(x: 0, y: 1, width: 80, height: 4))
    }

    @Test func tinyBodiesShowTheNoticeAndNoPane() {
        // Given
        var sut = makeSUT()
        let screen = MemoryScreen(width: 30, height: 5)
        // When
        sut.layOut(in: Rect(x: 0, y: 0, width: 30, height: 5))
        sut.draw(in: Canvas(screen: screen))
        // Then
        #expect(sut.mode == .tooSmall(minimum: Size(width: 40, height: 6)))
        #expect(screen.find("Terminal too small") != nil)
        #expect(log.draws.isEmpty)
    }

    // MARK: Focus

    @Test func tabCyclesForwardOverTheVisibleFocusablePanes() {
        // Given
        var sut = makeSUT()
        sut.layOut(in: wide)
        #expect(name(sut.focused) == "list")
        // When, Then: the header cannot take the focus and the route has no room
        var seen: [String?] = []
        for _ in 0..<4 {
            sut.cycleFocus(forward: true)
            seen.append(name(sut.focused))
        }
        #expect(seen == ["lines", "attachments", "list", "lines"])
    }

    @Test func shiftTabCyclesBackward() {
        // Given
        var sut = makeSUT()
        sut.layOut(in: wide)
        // When, Then
        var seen: [String?] = []
        for _ in 0..<3 {
            sut.cycleFocus(forward: false)
            seen.append(name(sut.focused))
        }
        #expect(seen == ["attachments", "lines", "list"])
    }

    @Test func theHiddenSideIsNotInTheRing() {
        // Given: a narrow body showing the list
        var sut = makeSUT()
        sut.layOut(in: narrow)
        // When
        sut.cycleFocus(forward: true)
        // Then
        #expect(name(sut.focused) == "list")

        // Given: the order shown instead
        sut.narrowShows = .detail
        sut.layOut(in: narrow)
        // When
        sut.cycleFocus(forward: true)
        // Then
        #expect(name(sut.focused) == "attachments")
    }

    @Test func focusingAPaneNotOnScreenFocusesTheFirst() {
        // Given
        var sut = makeSUT()
        sut.layOut(in: narrow)
        // When
        sut.focus(lines)
        // Then
        #expect(name(sut.focused) == "list")

        // When: the order is shown on a wide body
        sut.layOut(in: wide)
        sut.focus(lines)
        // Then
        #expect(name(sut.focused) == "lines")
    }

    @Test func aPaneAskedForBeforeItIsShownTakesTheFocusOnceItIs() {
        // Given: a narrow body showing the list
        var sut = makeSUT()
        sut.layOut(in: narrow)
        // When
        sut.focusWhenShown(attachments)
        sut.narrowShows = .detail
        sut.layOut(in: narrow)
        // Then
        #expect(name(sut.focused) == "attachments")
    }

    // MARK: Drawing

    @Test func theFocusedPaneIsDrawnLast() {
        // Given
        var sut = makeSUT()
        let screen = MemoryScreen(width: 200, height: 42)
        sut.layOut(in: wide)
        sut.cycleFocus(forward: true)
        // When
        sut.draw(in: Canvas(screen: screen))
        // Then
        #expect(log.draws.map { $0.name } == ["list", "header", "attachments", "lines"])
        #expect(log.draws.filter { $0.focused }.map { $0.name } == ["lines"])
        #expect(screen.cursor == Point(x: 101, y: 5))
        #expect(screen.line(1).hasPrefix("list"))
        #expect(screen.line(5).contains("│LINES"))
    }

    @Test func whileTypingTheTextEntryIsDrawnLastAndAloneFocused() {
        // Given
        var sut = makeSUT(textEntry: true)
        let screen = MemoryScreen(width: 200, height: 42)
        sut.layOut(in: wide)
        // When
        sut.typing = true
        sut.draw(in: Canvas(screen: screen))
        // Then
        #expect(log.draws.last?.name == "search")
        #expect(log.draws.filter { $0.focused }.map { $0.name } == ["search"])
        #expect(screen.cursor == Point(x: 0, y: 1))

        // When: typing ends
        log.draws.removeAll()
        sut.typing = false
        sut.draw(in: Canvas(screen: screen))
        // Then: the list is focused, the search still drawn last
        #expect(log.draws.map { $0.name } == ["header", "lines", "attachments", "list", "search"])
        #expect(log.draws.filter { $0.focused }.map { $0.name } == ["list"])
    }

    // MARK: Clicks

    @Test func aClickFocusesThePaneUnderIt() {
        // Given
        var sut = makeSUT()
        sut.layOut(in: wide)
        // When
        let hit = sut.click(at: Point(x: 150, y: 39))
        // Then
        #expect(name(hit?.fragment) == "attachments")
        #expect(hit?.rect == Rect(x: 101, y: 38, width: 99, height: 3))
        #expect(name(sut.focused) == "attachments")
        #expect(name(sut.fragment(at: Point(x: 5, y: 10))?.fragment) == "list")
    }

    @Test func aClickOnNoFocusablePaneLeavesTheFocus() {
        // Given
        var sut = makeSUT()
        sut.layOut(in: wide)
        sut.cycleFocus(forward: true)
        // When: on the header, then on the divider
        let onHeader = sut.click(at: Point(x: 150, y: 2))
        let onDivider = sut.click(at: Point(x: 100, y: 10))
        // Then
        #expect(onHeader == nil && onDivider == nil)
        #expect(name(sut.focused) == "lines")
    }
}
