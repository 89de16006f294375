import AIS
import Foundation
import Resources
import SceneKit
import Terminal
import Testing
@testable import Scenes
import TestSupport

@MainActor
@Suite struct InventoryInquiryViewTests {
    private func makeSUT(mode: InventoryInquiry.Mode, rows: [ItemLocationQuantity] = []) -> (InventoryInquiryView, HostSpy, InventoryWorkerSpy) {
        let worker = InventoryWorkerSpy()
        worker.catalogue = [InventoryFixtures.bolt, InventoryFixtures.nut]
        worker.quantities[60002] = rows
        let view = InventoryInquiryScene.make(.init(worker: worker, branches: [], defaultBranch: "M30", numbers: .plain),
                                              mode: mode)
        (view.interactor as? InventoryInquiryInteractor)?.delay = .zero
        let host = HostSpy()
        host.presentScene(view)
        view.didAttach(to: host)
        return (view, host, worker)
    }

    @Test(arguments: [(80, 24), (132, 40), (220, 60)])
    func drawsAnOrderLinesItemWithItsNeedAtEverySize(width: Int, height: Int) async {
        // Given
        let (sut, _, _) = makeSUT(mode: .orderLine(InventoryFixtures.line),
                                  rows: [ItemLocationQuantity(shortNumber: 60002, branch: "M20", location: "A-1-1", onHand: 50, softCommitted: 20)])
        #expect(await eventually { sut.locations.rows.count == 1 })
        // When
        let screen = MemoryScreen(width: width, height: height)
        sut.draw(in: Canvas(screen: screen))
        // Then
        #expect(screen.find("FST-10001") != nil)
        #expect(screen.find("short by 10") != nil)
        #expect(screen.find("A-1-1") != nil)
    }

    @Test func escReturnsToTheCaller() {
        let (sut, host, _) = makeSUT(mode: .orderLine(InventoryFixtures.line))
        #expect(host.scenes.count == 1)
        _ = sut.perform(.back)
        #expect(host.scenes.isEmpty)
    }

    @Test func onItsOwnItStartsInTheSearchFieldAndTypingSearches() async {
        let (sut, _, worker) = makeSUT(mode: .standalone(item: nil))
        #expect(sut.capturesText)
        for c in "fst" { _ = sut.handleKey(.character(c)) }
        #expect(await eventually { sut.items.rows.count == 2 })
        #expect(worker.searches.last == "fst")
        _ = sut.handleKey(.enter)
        #expect(!sut.capturesText)
        let screen = MemoryScreen(width: 100, height: 30)
        sut.draw(in: Canvas(screen: screen))
        #expect(screen.find("FST-10000") != nil)
        #expect(screen.find("Items (2)") != nil)
        #expect(screen.find("All items numbered “fst…” or with “fst” in the description.") != nil)
        #expect(screen.find("2 items") == nil, "the count is said once, in the list's title")
    }

    @Test func hostileItemTextCannotReachTheTerminal() async {
        let worker = InventoryWorkerSpy()
        let evil = InventoryItem(shortNumber: 9, number: "EVIL\u{1b}]0;pwned\u{07}", description: "Line\nbreak \u{1b}[2J and ✓ 納期", unit: "EA")
        worker.catalogue = [evil]
        let view = InventoryInquiryView()
        let presenter = InventoryInquiryPresenter()
        presenter.view = view
        let facts = InventoryInquiry.ItemFacts(shortNumber: evil.shortNumber, number: evil.number, description: evil.description,
                                               unit: evil.unit)
        presenter.presentSearch(.found(text: "e", items: [facts], more: false, readAt: nil, offlineReason: nil))
        let screen = MemoryScreen(width: 120, height: 30)
        view.draw(in: Canvas(screen: screen))
        let text = (0..<30).map { screen.line($0) }.joined(separator: "\n")
        #expect(!text.contains("\u{1b}") && !text.contains("\u{07}"))
        #expect(screen.find("納期") != nil)
    }
}
