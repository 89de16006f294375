import Terminal
import Testing
@testable import SceneKit

@MainActor
final class FragmentSpy: Fragment {
    let name: String
    var drawnIn: [Rect] = []
    init(_ name: String) { self.name = name }
    func draw(in canvas: Canvas, focused: Bool) { drawnIn.append(canvas.rect) }
}

@MainActor
@Suite struct FragmenterTests {
    let list = FragmentSpy("list")
    let header = FragmentSpy("header")
    let lines = FragmentSpy("lines")

    private var master: Pane { Pane([.init(list, height: .fill(weight: 1))]) }
    private var detail: Pane { Pane([.init(header, height: .fixed(4)), .init(lines, height: .fill(weight: 1))]) }

    @Test func wideTerminalsShowMasterAndDetailSideBySide() {
        // Given
        let sut = Fragmenter(sideBySideWidth: 120, masterPercent: 50)
        // When
        let layout = sut.layout(body: Rect(x: 0, y: 1, width: 200, height: 57), master: master, detail: detail, narrowShows: .master)
        // Then
        #expect(layout.mode == .sideBySide)
        let rects = layout.placements.map(\.rect)
        #expect(rects == [
            Rect(x: 0, y: 1, width: 100, height: 57),
            Rect(x: 101, y: 1, width: 99, height: 4),
            Rect(x: 101, y: 5, width: 99, height: 53),
        ])
        #expect(layout.divider == Rect(x: 100, y: 1, width: 1, height: 57))
    }

    @Test func theDetailGivesWayToAMasterThatWantsMoreThanItsShareDownToItsMinimum() {
        // Given a master that shows all it has at 86 cells, and a detail that needs 50
        let sut = Fragmenter(sideBySideWidth: 120, masterPercent: 50, masterWants: 86, detailMinimum: 50)
        // Then: at 140 and 160 the master has what it wants; at 120 the detail keeps its 50; at 200 the share is more
        #expect([120, 140, 160, 200].map(sut.masterWidth(in:)) == [69, 86, 86, 100])
        #expect([119, 120, 140, 200].map(sut.detailWidth(in:)) == [119, 50, 53, 99])
        let layout = sut.layout(body: Rect(x: 0, y: 1, width: 140, height: 30), master: master, detail: detail, narrowShows: .master)
        #expect(layout.placements.map(\.rect.width) == [86, 53, 53])
        #expect(layout.divider == Rect(x: 86, y: 1, width: 1, height: 30))
    }

    @Test func withoutAWishTheMasterHasItsShare() {
        let sut = Fragmenter(sideBySideWidth: 120, masterPercent: 40)
        #expect([120, 140, 200].map(sut.masterWidth(in:)) == [48, 56, 80])
    }

    @Test func narrowTerminalsShowOneSideAtATime() {
        let sut = Fragmenter(sideBySideWidth: 120)
        let body = Rect(x: 0, y: 1, width: 80, height: 21)
        let showingList = sut.layout(body: body, master: master, detail: detail, narrowShows: .master)
        #expect(showingList.mode == .single(.master))
        #expect(showingList.placements.count == 1 && showingList.placements[0].fragment === list)
        let showingOrder = sut.layout(body: body, master: master, detail: detail, narrowShows: .detail)
        #expect(showingOrder.placements.map { ObjectIdentifier($0.fragment) } == [ObjectIdentifier(header), ObjectIdentifier(lines)])
    }

    @Test func tinyTerminalsGetANotice() {
        let sut = Fragmenter(minimumSize: Size(width: 40, height: 6))
        let layout = sut.layout(body: Rect(x: 0, y: 1, width: 20, height: 3), master: master, detail: detail, narrowShows: .master)
        #expect(layout.mode == .tooSmall(minimum: Size(width: 40, height: 6)))
        #expect(layout.placements.isEmpty)
    }

    @Test func theNoticeIsDrawnOnlyUnderTheMinimum() {
        let minimum = Size(width: 40, height: 6)
        // At the minimum, and above it: nothing drawn, the View draws its body.
        for size in [minimum, Size(width: 41, height: 7), Size(width: 120, height: 40)] {
            let screen = MemoryScreen(width: size.width, height: size.height)
            #expect(!Fragmenter.drawsTooSmall(in: Canvas(screen: screen), minimum: minimum), "\(size)")
            #expect(screen.text.allSatisfy { $0.isNewline }, "\(size)")
        }
        // Just under it, in either direction: the notice, saying what is needed and what there is.
        for size in [Size(width: 39, height: 6), Size(width: 40, height: 5), Size(width: 39, height: 5)] {
            let screen = MemoryScreen(width: size.width, height: size.height)
            #expect(Fragmenter.drawsTooSmall(in: Canvas(screen: screen), minimum: minimum), "\(size)")
            #expect(screen.find("Terminal too small") != nil, "\(screen.text)")
            #expect(screen.find("need 40×6, have \(size.width)×\(size.height)") != nil, "\(screen.text)")
            #expect(screen.find("q quits") != nil, "\(screen.text)")
        }
    }

    @Test func paneGivesFixedRowsFirstAndDropsItemsWithNoRoom() {
        let sut = Pane([.init(header, height: .fixed(4)), .init(lines, height: .fill(weight: 1)), .init(list, height: .fixed(3))])
        let placed = sut.layout(in: Rect(x: 0, y: 0, width: 10, height: 5))
        #expect(placed.map(\.rect) == [Rect(x: 0, y: 0, width: 10, height: 4), Rect(x: 0, y: 4, width: 10, height: 1)])
        #expect(placed.last?.fragment === list)
    }

    @Test func paneSharesTheRestByWeight() {
        let sut = Pane([.init(header, height: .fill(weight: 1)), .init(lines, height: .fill(weight: 3))])
        let placed = sut.layout(in: Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(placed.map(\.rect.height) == [5, 15])
    }
}
