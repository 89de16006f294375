import Resources
import SceneKit
import Terminal
import Testing
@testable import Scenes

/// "Decided by me" drawn into the in-memory screen, its keys, and its factory's wiring.
@MainActor
@Suite struct DecidedByMeViewTests {
    static let evil = "Evil\u{1b}]0;pwned\u{07}\u{1b}[2J Corp\u{202e}"

    /// 30 rows: a pending one, a rejection, forwards to a CJK name and to a hostile one.
    static func viewModel() -> DecidedByMe.List.ViewModel {
        var rows = (0..<30).map { i in
            DecidedByMe.List.ViewModel.Row(cells: ["11/\(String(format: "%02d", 25 - i % 25))/2026", "\(3001 + i) OP 00200", "approved",
                                                   "OK", "", "recorded"], isOpen: false)
        }
        rows[0].cells[5] = "pending (outbox)"
        rows[0].isOpen = true
        rows[1].cells[2...4] = ["rejected", "Wrong supplier", "PR"]
        rows[2].cells[2] = "forwarded to 田中 健二 (Tanaka, Kenji) (4244)"
        rows[2].cells[3] = "予算超過のため転送"
        rows[3].cells[2] = "forwarded to \(evil) (7200)"
        rows[3].cells[3] = "Line\nbreak \(evil)"
        rows[4].cells[1] = "12345678 OP 00200"  // DOCO's longest
        return .init(title: "Decided by me · last 90 days · 30", note: nil, rows: rows)
    }

    private func makeSUT(host: HostSpy = HostSpy()) -> DecidedByMeView {
        let sut = DecidedByMeView()
        sut.didAttach(to: host)
        sut.displayDecisions(Self.viewModel())
        return sut
    }

    private func text(of screen: MemoryScreen) -> String { (0..<screen.size.height).map { screen.line($0) }.joined(separator: "\n") }

    @Test(arguments: [(80, 24), (200, 50)])
    func drawsEveryColumnAndNothingRaw(width: Int, height: Int) throws {
        // Given
        let sut = makeSUT()
        let screen = MemoryScreen(width: width, height: height)
        // When
        sut.draw(in: Canvas(screen: screen))
        // Then: the title, every column's header, the rows that fit
        #expect(screen.line(0).hasPrefix("Decided by me · last 90 days"))
        for header in ["When", "Order", "Outcome", "Remark", "Reason", "State"] { #expect(screen.find(header) != nil, "\(header)") }
        #expect(screen.find("3001 OP 00200") != nil)
        #expect((screen.find("3030 OP 00200") != nil) == (height >= 50))
        #expect(screen.find("12345678 OP 00200") != nil, "an order of 8 digits shows whole")
        // The pending row says so in words, and is marked besides colour; under the cursor, the cursor shows too
        let pendingRow = try #require(screen.find("3001 OP 00200")).y
        #expect(screen.line(pendingRow).contains("pending"))
        #expect(screen.line(pendingRow).hasPrefix(">…"))
        // The CJK name is drawn (whole cells); hostile text is inert
        #expect(screen.find("forwarded to 田中") != nil, "\(screen.text)")
        let all = text(of: screen)
        #expect(!all.contains("\u{1b}") && !all.contains("\u{07}") && !all.contains("\u{202e}"))
        #expect(all.contains("forwarded to Evil"))
        if width >= 200 { #expect(screen.find("forwarded to 田中 健二 (Tanaka, Kenji) (4244)") != nil) }
        // Every line is exactly the screen's width in cells: nothing pushed a column out of line
        for y in 0..<height { #expect(TextWidth.cells(of: screen.line(y)) <= width) }
    }

    @Test func anOfflineNoteIsShownAboveTheOutboxRows() {
        let sut = makeSUT()
        sut.displayDecisions(.init(title: "Decided by me · last 90 days · 1", note: "Offline: your decisions on the server cannot be read now.",
                                   noteIsProblem: true, rows: [Self.viewModel().rows[0]]))
        let screen = MemoryScreen(width: 80, height: 24)
        sut.draw(in: Canvas(screen: screen))
        #expect(screen.find("Offline: your decisions on the server cannot be read now.")?.y == 1)
        #expect(screen.find("3001 OP 00200") != nil)
    }

    @Test func theRoutePaneShowsUnderTheListAndEscClosesItFirst() throws {
        // Given
        let host = HostSpy()
        let sut = DecidedByMeScene.make(.init(reader: DecidedByMeReaderDouble(DecidedByMeSamples.read()), formats: { (.iso, .plain) }))
        sut.didAttach(to: host)
        sut.displayDecisions(Self.viewModel())
        host.presentScene(sut)
        // When: a route arrives (hostile approver name)
        sut.displayReadOnlyOrder(.init(title: "Order 3004 OP 00200 · read-only, as the server holds it now",
                               lines: ["→ forwarded by you to \(Self.evil) (7200) 11/13/2026", "✓ approved  田中 健二 (4244)"], note: nil,
                               summary: "\(Self.evil) (7001) · 1,234.00 EUR · 2 lines",
                               orderLines: ["1  FST-1  Nut  12 EA  10.00", "2  \(Self.evil)  x  1 EA  1,224.00"]))
        let screen = MemoryScreen(width: 80, height: 24)
        sut.draw(in: Canvas(screen: screen))
        // Then
        #expect(screen.find("Order 3004 OP 00200 · read-only, as the server holds it now") != nil, "\(text(of: screen))")
        #expect(screen.find("1  FST-1  Nut  12 EA  10.00") != nil, "\(text(of: screen))")
        #expect(screen.find("1,234.00 EUR · 2 lines") != nil)
        #expect(screen.find("✓ approved  田中 健二 (4244)") != nil)
        #expect(!text(of: screen).contains("\u{1b}"))
        // When: Esc closes the pane, then the scene
        _ = sut.perform(.back)
        #expect(!sut.routeShown && host.scenes.count == 1)
        _ = sut.perform(.back)
        #expect(host.scenes.isEmpty)
    }

    @Test func slashSearchesAsYouTypeAndEscClearsIt() throws {
        // Given
        let sut = DecidedByMeScene.make(.init(reader: DecidedByMeReaderDouble(DecidedByMeSamples.read()), formats: { (.iso, .plain) }))
        let presenter = DecidedByMePresenterSpy()
        let interactor = try #require(sut.interactor as? DecidedByMeInteractor)
        interactor.presenter = presenter
        // When
        _ = sut.perform(.search)
        for c in "300" { _ = sut.handleKey(.character(c)) }
        // Then
        #expect(sut.capturesText)
        #expect(presenter.lists.last?.search == "300")
        _ = sut.handleKey(.escape)
        #expect(!sut.capturesText && presenter.lists.last?.search == "")
    }

    @Test func fStepsTheOutcomeWithTabAndTakesTheDays() throws {
        // Given
        let host = HostSpy()
        let reader = DecidedByMeReaderDouble(DecidedByMeSamples.read())
        let sut = DecidedByMeScene.make(.init(reader: reader, formats: { (.iso, .plain) }))
        let interactor = try #require(sut.interactor as? DecidedByMeInteractor)
        sut.didAttach(to: host)
        // When: f, Tab twice (approved, rejected), days 365, Enter
        _ = sut.perform(.filter)
        _ = sut.handleKey(.tab)
        _ = sut.handleKey(.tab)
        for _ in 0..<2 { _ = sut.handleKey(.backspace) }
        for c in "365" { _ = sut.handleKey(.character(c)) }
        let screen = MemoryScreen(width: 80, height: 24)
        sut.draw(in: Canvas(screen: screen))
        #expect(screen.find("Filter: outcome rejected (Tab) · days") != nil)
        _ = sut.handleKey(.enter)
        // Then
        #expect(interactor.filter == .init(outcome: .rejected, days: 365))
        // And days out of range are refused in words, the line kept open
        _ = sut.perform(.filter)
        for _ in 0..<3 { _ = sut.handleKey(.backspace) }
        _ = sut.handleKey(.character("0"))
        _ = sut.handleKey(.enter)
        #expect(sut.capturesText)
        #expect(host.messages.last == .warning("Days: a whole number from 1 to 3650."))
    }

    @Test func theFactoryWiresViewInteractorPresenterAndRouter() throws {
        // Given / When
        let sut = DecidedByMeScene.make(.init(reader: DecidedByMeReaderDouble(DecidedByMeSamples.read()), formats: { (.iso, .plain) }))
        // Then
        let interactor = try #require(sut.interactor as? DecidedByMeInteractor)
        let presenter = try #require(interactor.presenter as? DecidedByMePresenter)
        let router = try #require(interactor.router as? DismissRouter)
        #expect(presenter.view === sut && router.view === sut && router.presentation == .scene)
    }
}
