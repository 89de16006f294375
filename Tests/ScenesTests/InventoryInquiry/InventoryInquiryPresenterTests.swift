import AIS
import Foundation
import Resources
import Testing
@testable import Scenes

@MainActor
final class InventoryDisplaySpy: InventoryInquiryDisplayLogic {
    var searches: [InventoryInquiry.Search.ViewModel] = []
    var availabilities: [InventoryInquiry.Availability.ViewModel] = []
    var starts: [InventoryInquiry.Start.ViewModel] = []
    func displayStart(_ viewModel: InventoryInquiry.Start.ViewModel) { starts.append(viewModel) }
    func displaySearch(_ viewModel: InventoryInquiry.Search.ViewModel) { searches.append(viewModel) }
    func displayAvailability(_ viewModel: InventoryInquiry.Availability.ViewModel) { availabilities.append(viewModel) }
}

@MainActor
@Suite struct InventoryInquiryPresenterTests {
    let display = InventoryDisplaySpy()
    let readAt = Date(timeIntervalSince1970: 1_795_000_000)

    private func makeSUT(numbers: NumberStyle = .plain) -> InventoryInquiryPresenter {
        let sut = InventoryInquiryPresenter(numbers: numbers, now: { self.readAt })
        sut.view = display
        return sut
    }

    /// Quantities as the interactor hands them: available is already on hand less soft and hard commitments.
    private var rows: [InventoryInquiry.LocationFacts] {
        [.init(branch: "M40", location: "A-1", onHand: 100, softCommitted: 10, hardCommitted: 5, available: 85, onPurchaseOrder: 20,
               onWorkOrderReceipt: 1),
         .init(branch: "M20", location: "B-2", onHand: 30, softCommitted: 2, hardCommitted: 3, available: 25),
         .init(branch: "M20", location: "A-9", lot: "L7", onHand: 12.5, available: 12.5)]
    }

    private func response(_ sort: InventorySort = .branch, line: InventoryInquiry.LineFacts? = nil,
                          preferred: [String] = []) -> InventoryInquiry.Availability.Response {
        .init(state: .loaded(.init(item: InventoryFixtures.nutFacts, locations: rows, readAt: readAt), offlineReason: nil),
              sort: sort, preferredBranches: preferred, line: line)
    }

    @Test func availableIsOnHandLessSoftAndHardCommitmentsAndTotalsArePerBranch() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentAvailability(response(preferred: ["M40"]))
        // Then: M40 first (preferred), then the others by code
        let vm = display.availabilities.last!
        #expect(vm.totals.map { $0[0] } == ["M40", "M20"])
        #expect(vm.totals[0][4] == "85")
        #expect(vm.totals[1][1] == "42.50" && vm.totals[1][4] == "37.50")
        #expect(vm.rows.map { $0[1] } == ["A-1", "A-9", "B-2"])
        #expect(vm.asOf == "as of " + ClockText.hoursMinutes(readAt))
    }

    @Test func sortsByAQuantityLargestFirst() {
        let sut = makeSUT()
        sut.presentAvailability(response(.available))
        #expect(display.availabilities.last!.rows.map { $0[6] } == ["85", "25", "12.50"])
        #expect(display.availabilities.last!.sortColumn == InventorySort.available.rawValue)
    }

    @Test func comparesTheOrderLineWithWhatItsBranchHas() {
        let sut = makeSUT()
        var line = InventoryFixtures.lineFacts
        line.quantity = 40
        sut.presentAvailability(response(line: line, preferred: ["M20"]))
        let short = display.availabilities.last!
        #expect(short.comparisonIsShort)
        #expect(short.comparison?.contains("37.50 available at M20: short by 2.50") == true)
        line.quantity = 30
        sut.presentAvailability(response(line: line, preferred: ["M20"]))
        #expect(display.availabilities.last!.comparison?.hasSuffix("enough") == true)
    }

    @Test func quantitiesInTheFormatOfAUserWithADecimalComma() {
        // Given: a user whose decimalFormat is ",", and a line needing 1,240 of what M20 has 37.5 of
        let sut = makeSUT(numbers: .jde(","))
        var line = InventoryFixtures.lineFacts
        line.quantity = 1240
        // When
        sut.presentAvailability(response(line: line, preferred: ["M20"]))
        // Then
        let vm = display.availabilities.last!
        #expect(vm.totals[0][1] == "42,50" && vm.totals[0][4] == "37,50")
        #expect(vm.comparison == "Line 2 needs 1.240 BX · 37,50 available at M20: short by 1.202,50")
        #expect(vm.rows.first { $0[1] == "A-9" }?[3] == "12,50")
    }

    @Test func listsTheLinesBranchEvenWhenItHoldsNone() {
        let sut = makeSUT()
        var line = InventoryFixtures.lineFacts
        line.branch = "M10"
        sut.presentAvailability(response(line: line, preferred: ["M10"]))
        let vm = display.availabilities.last!
        #expect(vm.totals.first?[0] == "M10" && vm.totals.first?[4] == "0")
        #expect(vm.comparisonIsShort)
    }

    @Test func saysWhenTheLinesUnitIsNotTheStockUnit() {
        let sut = makeSUT()
        var line = InventoryFixtures.lineFacts
        line.unit = "EA"
        sut.presentAvailability(response(line: line, preferred: ["M20"]))
        #expect(display.availabilities.last!.comparison?.contains("stock is kept in BX, not EA") == true)
    }

    @Test func theTitleAndTheRowsComeFromTheFactsHandedIn() {
        // Given: facts built by hand, as no worker's entity reaches the presenter
        let sut = makeSUT()
        let item = InventoryInquiry.ItemFacts(shortNumber: 7, number: "GSK-1", description: "Gasket", unit: "EA")
        let facts = InventoryInquiry.QuantityFacts(
            item: item, locations: [.init(branch: "M30", location: "C-3", lot: "L1", onHand: 9, softCommitted: 1, hardCommitted: 2,
                                          available: 6, onPurchaseOrder: 4, onWorkOrderReceipt: 5)], readAt: readAt)
        // When
        sut.presentAvailability(.init(state: .loaded(facts, offlineReason: nil), sort: .branch, preferredBranches: [], line: nil))
        // Then
        let vm = display.availabilities.last!
        #expect(vm.title == "GSK-1 · Gasket")
        #expect(vm.rows == [["M30", "C-3", "L1", "9", "1", "2", "6", "4", "5", "EA"]])
        #expect(vm.totals == [["M30", "9", "1", "2", "6", "4", "5", "EA"]])
        #expect(vm.comparison == nil && !vm.isError)
    }

    @Test func anItemStillReadingOrNotReadIsTitledByItsFacts() {
        let sut = makeSUT()
        sut.presentAvailability(.init(state: .loading(InventoryFixtures.boltFacts), sort: .lot, preferredBranches: [], line: nil))
        #expect(display.availabilities.last?.title == "FST-10000 · Bolt, hex head, M12 x 80")
        #expect(display.availabilities.last?.note == "Reading quantities…")
        #expect(display.availabilities.last?.sortColumn == InventorySort.lot.rawValue)
        sut.presentAvailability(.init(state: .failed(InventoryFixtures.boltFacts, message: "Cannot reach the server"), sort: .branch,
                                      preferredBranches: [], line: nil))
        #expect(display.availabilities.last?.note == "Quantities not available: Cannot reach the server")
        #expect(display.availabilities.last?.isError == true)
    }

    @Test(arguments: [
        (InventoryInquiry.Start.Response(itemNumber: nil, forOrderLine: false),
         InventoryInquiry.Start.ViewModel(searchText: "", editing: true, showsDetail: false, backShowsItems: true)),
        (InventoryInquiry.Start.Response(itemNumber: "FST-1", forOrderLine: false),
         InventoryInquiry.Start.ViewModel(searchText: "FST-1", editing: false, showsDetail: false, backShowsItems: true)),
        (InventoryInquiry.Start.Response(itemNumber: "FST-10001", forOrderLine: true),
         InventoryInquiry.Start.ViewModel(searchText: "FST-10001", editing: false, showsDetail: true, backShowsItems: false)),
    ])
    func startsFromHowTheInquiryWasOpened(response: InventoryInquiry.Start.Response, expected: InventoryInquiry.Start.ViewModel) {
        // Given
        let sut = makeSUT()
        // When
        sut.presentStart(response)
        // Then
        #expect(display.starts == [expected])
    }

    @Test func aBroadSearchSaysMoreMatch() {
        let sut = makeSUT()
        sut.presentSearch(.found(text: "e", items: [InventoryFixtures.boltFacts], more: true, readAt: nil, offlineReason: nil))
        #expect(display.searches.last!.note.contains("more match"))
    }

    @Test func keptResultsSayTheyAreOfflineAndWhenTheyWereRead() {
        let sut = makeSUT()
        sut.presentSearch(.found(text: "f", items: [InventoryFixtures.boltFacts], more: false, readAt: readAt.addingTimeInterval(-86_400 * 2),
                                 offlineReason: "Cannot reach the server"))
        let note = display.searches.last!.note
        #expect(note.hasPrefix("Offline · kept results, as of 20"))
        #expect(note.hasSuffix("Cannot reach the server"))
    }

    @Test func aCompleteSearchSaysWhatMatchedAndAnExactItemIsNamed() {
        let sut = makeSUT()
        sut.presentSearch(.found(text: "fst", items: [InventoryFixtures.boltFacts], more: false, readAt: nil, offlineReason: nil))
        #expect(display.searches.last!.note == "All items numbered “fst…” or with “fst” in the description.")
        sut.presentSearch(.found(text: "fst-10000", items: [InventoryFixtures.boltFacts], more: false, readAt: nil, offlineReason: nil))
        #expect(display.searches.last!.note == "Item FST-10000.")
    }

    @Test func nothingFoundSaysWhatWasLookedFor() {
        let sut = makeSUT()
        sut.presentSearch(.found(text: "zzz", items: [], more: false, readAt: nil, offlineReason: nil))
        #expect(display.searches.last!.note == "No item number starts with “zzz” and no description contains it.")
        sut.presentSearch(.unknownItem("X-1"))
        #expect(display.searches.last!.isError)
    }
}
