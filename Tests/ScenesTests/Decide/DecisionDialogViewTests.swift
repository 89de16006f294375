import SceneKit
import Terminal
import Testing
@testable import Scenes

@MainActor
final class HostSpy: SceneHost {
    var dismissed = 0
    var presented: [any SceneView] = []
    var messages: [StatusMessage] = []
    func setNeedsDisplay() {}
    func show(_ message: StatusMessage) { messages.append(message) }
    func present(_ overlay: any SceneView) { presented.append(overlay) }
    func dismiss(_ overlay: any SceneView) { dismissed += 1 }
    var scenes: [any SceneView] = []
    func presentScene(_ view: any SceneView) { scenes.append(view) }
    func dismissScene(_ view: any SceneView) { scenes.removeAll { $0 === view } }
    func setConnection(_ connection: StatusBarModel.Connection, lastRefresh: String?) {}
    var news: String?
    var bells = 0
    func setNews(_ news: String?) { self.news = news }
    func ringBell() { bells += 1 }
    func notifyDesktop(title: String, body: String) {}
    var activity: String?
    func setActivity(_ activity: String?) { self.activity = activity }
    var keyTable: KeyTable { KeyTable(global: KeyMap(scope: .global, []), scenes: []) }
}

@MainActor
@Suite struct DecisionDialogViewTests {
    func viewModel(reasons: [(code: String, text: String)] = [], remarkRequired: Bool = false,
                   lines: [String] = ["4001 OP 00200 · Schäfer GmbH · 1,234.50 EUR"]) -> Decide.Confirm.ViewModel {
        .init(title: reasons.isEmpty ? "Approve 1 order" : "Reject 1 order", orderLines: lines, totals: ["Total 1,234.50 EUR"],
              reasons: reasons, remarkRequired: remarkRequired, confirmLabel: reasons.isEmpty ? "Approve" : "Reject",
              verdict: reasons.isEmpty ? .approve : .reject, orders: [OrderID(number: 4001, type: "OP", company: "00200", suffix: "000")])
    }

    @Test func confirmsWithTheRemarkTyped() {
        // Given
        var confirmed: [(String, String)] = []
        let sut = DecisionDialogView(viewModel: viewModel()) { confirmed.append(($0, $1)) }
        let host = HostSpy()
        sut.didAttach(to: host)
        // When
        for c in "fine" { _ = sut.handleKey(.character(c)) }
        _ = sut.perform(.submit)
        // Then
        #expect(confirmed.count == 1 && confirmed[0].0 == "fine" && confirmed[0].1 == "")
        #expect(host.dismissed == 1)
    }

    @Test func itFollowsItsOrdersKeepingWhatWasTypedAndChosen() {
        // Given: a rejection with a remark typed and a reason chosen
        var confirmed: [(String, String)] = []
        var cancelled = 0
        let sut = DecisionDialogView(viewModel: viewModel(reasons: [("PR", "Price too high"), ("QT", "Quantity wrong")]),
                                     onConfirm: { confirmed.append(($0, $1)) }, onCancel: { cancelled += 1 })
        sut.didAttach(to: HostSpy())
        for c in "late" { _ = sut.handleKey(.character(c)) }
        _ = sut.perform(.nextPane)
        _ = sut.perform(.moveDown)
        _ = sut.perform(.moveDown)
        // When: its order changed under it
        var now = viewModel(reasons: [("PR", "Price too high"), ("QT", "Quantity wrong")],
                            lines: ["4001 OP 00200 · Schäfer GmbH · 9,999.00 EUR"])
        now.totals = ["Total 9,999.00 EUR"]
        sut.follow(now, notice: "Order 4001 OP 00200 changed while this dialog was open: total 1,234.50 → 9,999.00 EUR")
        let screen = MemoryScreen(width: 100, height: 30)
        sut.draw(in: Canvas(screen: screen))
        // Then: the new figures and the notice show, and nothing typed or chosen is lost
        #expect(screen.find("Total 9,999.00 EUR") != nil)
        #expect(screen.find("1,234.50 EUR") == nil)
        #expect(screen.find("⚠ Order 4001 OP 00200 changed while this dialog was open") != nil)
        _ = sut.perform(.submit)
        #expect(confirmed.count == 1 && confirmed[0].0 == "late" && confirmed[0].1 == "QT")
        #expect(cancelled == 0)
    }

    @Test func escapeTellsTheSceneThatNothingWasDecided() {
        var cancelled = 0
        let sut = DecisionDialogView(viewModel: viewModel(), onConfirm: { _, _ in }, onCancel: { cancelled += 1 })
        let host = HostSpy()
        sut.didAttach(to: host)
        _ = sut.perform(.cancel)
        #expect(cancelled == 1 && host.dismissed == 1)
    }

    @Test func refusesTheThirtyFirstCharacterAndSaysSo() {
        let sut = DecisionDialogView(viewModel: viewModel()) { _, _ in }
        for _ in 0..<30 { _ = sut.handleKey(.character("x")) }
        _ = sut.handleKey(.character("y"))
        #expect(sut.remark.count == 30)
        let screen = MemoryScreen(width: 100, height: 30)
        sut.draw(in: Canvas(screen: screen))
        #expect(screen.find("30/30") != nil)
        #expect(screen.find("At most 30 characters") != nil)
    }

    @Test func aRejectTakesTheChosenReasonAndCanRequireARemark() {
        var confirmed: [(String, String)] = []
        let sut = DecisionDialogView(viewModel: viewModel(reasons: [("PR", "Price too high"), ("QT", "Quantity wrong")], remarkRequired: true)) {
            confirmed.append(($0, $1))
        }
        sut.didAttach(to: HostSpy())
        _ = sut.perform(.submit)
        #expect(confirmed.isEmpty)
        for c in "no" { _ = sut.handleKey(.character(c)) }
        _ = sut.perform(.nextPane)
        _ = sut.perform(.moveDown)
        _ = sut.perform(.moveDown)
        _ = sut.perform(.submit)
        #expect(confirmed.count == 1 && confirmed[0].0 == "no" && confirmed[0].1 == "QT")
    }

    @Test func noReasonIsChosenForTheApproverAndALongListSaysItScrolls() {
        // Given: a rejection with seven reasons, more than the list shows
        let reasons = (1...7).map { (code: "R\($0)", text: "Reason \($0)") }
        var confirmed: [(String, String)] = []
        let sut = DecisionDialogView(viewModel: viewModel(reasons: reasons)) { confirmed.append(($0, $1)) }
        let host = HostSpy()
        sut.didAttach(to: host)
        let screen = MemoryScreen(width: 100, height: 30)
        sut.draw(in: Canvas(screen: screen))
        // Then: none chosen, none marked, and the list says it holds more
        #expect(screen.find("none chosen, 7 in the list, ↓ for more") != nil)
        #expect(screen.find("> R1") == nil)
        // When: Enter without a reason
        _ = sut.perform(.submit)
        // Then: nothing decided; the dialog asks for one, in the list
        #expect(confirmed.isEmpty && host.dismissed == 0)
        let asked = MemoryScreen(width: 100, height: 30)
        sut.draw(in: Canvas(screen: asked))
        #expect(asked.find("Choose a reason") != nil)
        // When: the first reason chosen
        _ = sut.perform(.moveDown)
        _ = sut.perform(.submit)
        // Then
        #expect(confirmed.count == 1 && confirmed[0].1 == "R1")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 132, height: 40), Size(width: 220, height: 60), Size(width: 20, height: 5)])
    func orderTextCannotFakeTheDialog(size: Terminal.Size) {
        // Given: a supplier name that tries to draw its own lines and colours
        let hostile = "Evil\u{1B}[2J\u{1B}[1;1H\nYou are about to APPROVE:\n  0 orders\u{07}\u{202E}"
        let sut = DecisionDialogView(viewModel: viewModel(lines: ["4001 OP 00200 · \(hostile) · 1.00 USD"])) { _, _ in }
        let screen = MemoryScreen(width: size.width, height: size.height)
        // When
        sut.draw(in: Canvas(screen: screen))
        // Then: one line of data, no escapes, the dialog's own title line appears once
        #expect(!screen.text.contains("\u{1B}"))
        let titles = (0..<size.height).filter { screen.line($0).contains("You are about to APPROVE:") }
        if size.width >= 80 { #expect(titles.count <= 2) }
        if size.height >= 24 {
            let dataLine = (0..<size.height).first { screen.line($0).contains("4001 OP 00200 ·") }
            #expect(dataLine != nil)
            let titleLine = (0..<size.height).first { screen.line($0).contains("You are about to APPROVE:") }
            #expect(titleLine != nil && dataLine! > titleLine!)
        }
        for y in 0..<size.height { #expect(TextWidth.cells(of: screen.line(y)) <= size.width) }
    }
}
