import AIS
import Foundation
import Resources
import Testing
@testable import Scenes
import TestSupport

@MainActor
@Suite struct InventoryInquiryInteractorTests {
    let worker = InventoryWorkerSpy()
    let presenter = InventoryPresenterSpy()

    private func makeSUT(mode: InventoryInquiry.Mode = .standalone(item: nil), branches: [String] = [],
                         defaultBranch: String? = "M30") -> InventoryInquiryInteractor {
        worker.catalogue = [InventoryFixtures.bolt, InventoryFixtures.nut, InventoryFixtures.washer]
        let sut = InventoryInquiryInteractor(worker: worker, branches: branches, defaultBranch: defaultBranch)
        sut.mode = mode
        sut.delay = .zero
        sut.presenter = presenter
        return sut
    }

    @Test func anEmptySearchAsksForTextAndReadsNothing() async {
        // Given
        let sut = makeSUT()
        // When
        sut.start()
        sut.search(.init(text: "   "))
        // Then: no read was even started (so none can come later)
        #expect(sut.searches.started == 0)
        #expect(presenter.searches.last == .empty)
        #expect(worker.searches.isEmpty)
    }

    @Test func dropsTheAnswerToASearchTheUserHasTypedPast() async {
        // Given: the answers come back in the wrong order
        let sut = makeSUT()
        worker.holdSearches = true
        sut.search(.init(text: "FST"))
        #expect(await eventually { worker.heldSearches == 1 })
        sut.search(.init(text: "FST-1"))
        #expect(await eventually { worker.heldSearches == 2 })
        // When
        worker.release("FST-1")
        #expect(await eventually { presenter.lastFound != nil })
        worker.release("FST")
        // Then, once the older read has ended too: the list is the newer search's, and the older answer never showed
        #expect(await eventually { sut.searches.settled })
        #expect(presenter.lastFound == ["FST-10000", "FST-10001"])
        #expect(sut.items == [InventoryFixtures.bolt, InventoryFixtures.nut])
        let found = presenter.searches.filter { if case .found = $0 { return true } else { return false } }
        #expect(found.count == 1)
    }

    @Test func typingFastAsksTheServerOnceForTheLastText() async {
        let sut = makeSUT()
        sut.delay = .milliseconds(100)
        for text in ["F", "FS", "FST", "FST-", "FST-2"] { sut.search(.init(text: text)) }
        #expect(await eventually { presenter.lastFound != nil })
        #expect(worker.searches == ["FST-2"])
        #expect(presenter.lastFound == ["FST-20000"])
    }

    @Test func showsKeptResultsWhenTheServerDoesNotAnswer() async {
        // Given
        let sut = makeSUT()
        worker.offline = true
        worker.kept = [InventoryFixtures.bolt]
        // When
        sut.search(.init(text: "fst"))
        // Then
        #expect(await eventually { presenter.lastFound != nil })
        guard case .found(_, let items, _, let readAt, let offline)? = presenter.searches.last else { Issue.record("\(presenter.searches)"); return }
        #expect(items == [InventoryFixtures.boltFacts])
        #expect(readAt == Date(timeIntervalSince1970: 500))
        #expect(offline?.contains("Cannot reach the server") == true)
    }

    @Test func saysSoWhenNothingIsKeptEither() async {
        let sut = makeSUT()
        worker.offline = true
        sut.search(.init(text: "fst"))
        #expect(await eventually { if case .failed? = presenter.searches.last { return true } else { return false } })
    }

    @Test func anUnknownItemOnTheCommandLineIsSaidAndItsPrefixSearched() async {
        let sut = makeSUT(mode: .standalone(item: "FST-1000X"))
        sut.start()
        #expect(await eventually { presenter.searches.contains(.unknownItem("FST-1000X")) })
        #expect(await eventually { worker.searches == ["FST-1000X"] })
    }

    @Test func aKnownItemOnTheCommandLineShowsItsQuantitiesAtOnce() async {
        let sut = makeSUT(mode: .standalone(item: "fst-10001"), branches: ["M30", "M40"])
        worker.quantities[60002] = [ItemLocationQuantity(shortNumber: 60002, branch: "M40", onHand: 12)]
        sut.start()
        #expect(await eventually { if case .loaded? = presenter.availabilities.last?.state { return true } else { return false } })
        #expect(sut.selected == InventoryFixtures.nut)
        #expect(worker.quantityReads.map(\.branches) == [["M30", "M40"]])
    }

    @Test func fromAnOrderLineReadsTheLinesBranchFirstAndComparesWithTheLine() async {
        // Given
        let sut = makeSUT(mode: .orderLine(InventoryFixtures.line), branches: ["M30", "M20", "M40"])
        // When
        sut.start()
        // Then
        #expect(await eventually { if case .loaded? = presenter.availabilities.last?.state { return true } else { return false } })
        #expect(worker.quantityReads.first?.branches == ["M20", "M30", "M40"])
        #expect(worker.searches.isEmpty)
        #expect(presenter.availabilities.last?.line == InventoryFixtures.lineFacts)
        #expect(presenter.availabilities.last?.preferredBranches == ["M20", "M30"])
    }

    @Test func showsKeptQuantitiesAtOnceAndSaysWhenTheyCouldNotBeReadAgain() async {
        let sut = makeSUT(mode: .orderLine(InventoryFixtures.line))
        let kept = InventoryAvailability(item: InventoryFixtures.nut, rows: [ItemLocationQuantity(shortNumber: 60002, branch: "M20", onHand: 3)],
                                         readAt: Date(timeIntervalSince1970: 77))
        worker.keptQuantities[60002] = kept
        worker.offline = true
        let shownKept = InventoryInquiry.QuantityFacts(item: InventoryFixtures.nutFacts,
                                                       locations: [.init(branch: "M20", onHand: 3, available: 3)],
                                                       readAt: Date(timeIntervalSince1970: 77))
        sut.start()
        #expect(presenter.availabilities.first?.state == .loaded(shownKept, offlineReason: nil))
        #expect(await eventually {
            if case .loaded(let shown, let reason?)? = presenter.availabilities.last?.state {
                return shown == shownKept && reason.contains("Cannot reach")
            }
            return false
        })
    }

    @Test func tellsThePresenterHowItWasOpenedInPlainValues() {
        // Given
        let fromLine = makeSUT(mode: .orderLine(InventoryFixtures.line))
        // When
        fromLine.start()
        makeSUT(mode: .standalone(item: "FST-1")).start()
        makeSUT(mode: .standalone(item: nil)).start()
        // Then
        #expect(presenter.starts == [.init(itemNumber: "FST-10001", forOrderLine: true),
                                     .init(itemNumber: "FST-1", forOrderLine: false),
                                     .init(itemNumber: nil, forOrderLine: false)])
        fromLine.stop()
    }

    @Test func handsThePresenterTheItemAndItsQuantitiesAsFactsWithWhatIsAvailable() async {
        // Given: 50 on hand at M20, 20 soft and 5 hard committed, 7 on order, 2 on receipt
        let sut = makeSUT(mode: .orderLine(InventoryFixtures.line))
        worker.quantities[60002] = [ItemLocationQuantity(shortNumber: 60002, branch: "M20", location: "A-1", lot: "L9", onHand: 50,
                                                         softCommitted: 20, hardCommitted: 5, onPurchaseOrder: 7, onWorkOrderReceipt: 2)]
        // When
        sut.start()
        // Then
        #expect(presenter.searches.last == .found(text: "FST-10001", items: [InventoryFixtures.nutFacts], more: false, readAt: nil,
                                                  offlineReason: nil))
        #expect(presenter.availabilities.first?.state == .loading(InventoryFixtures.nutFacts))
        #expect(await eventually { if case .loaded? = presenter.availabilities.last?.state { return true } else { return false } })
        let expected = InventoryInquiry.QuantityFacts(
            item: InventoryFixtures.nutFacts,
            locations: [.init(branch: "M20", location: "A-1", lot: "L9", onHand: 50, softCommitted: 20, hardCommitted: 5, available: 25,
                              onPurchaseOrder: 7, onWorkOrderReceipt: 2)],
            readAt: Date(timeIntervalSince1970: 1_000))
        #expect(presenter.availabilities.last == .init(state: .loaded(expected, offlineReason: nil), sort: .branch,
                                                       preferredBranches: ["M20", "M30"], line: InventoryFixtures.lineFacts))
    }

    @Test func anItemThatCannotBeReadIsToldByItsFacts() async {
        // Given
        let sut = makeSUT(mode: .orderLine(InventoryFixtures.line))
        worker.offline = true
        // When
        sut.start()
        // Then
        #expect(await eventually {
            if case .failed(let item, let message)? = presenter.availabilities.last?.state {
                return item == InventoryFixtures.nutFacts && message.contains("Cannot reach")
            }
            return false
        })
    }

    @Test func sortStepsThroughEveryColumnAndWrapsAround() {
        let sut = makeSUT()
        var seen: [InventorySort] = []
        for _ in InventorySort.allCases { sut.changeSort(); seen.append(sut.sort) }
        #expect(seen.last == .branch)
        #expect(Set(seen).count == InventorySort.allCases.count)
    }
}
