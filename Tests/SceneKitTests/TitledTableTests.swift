import Terminal
import Testing
@testable import SceneKit

/// The side scenes' list body: title, note, header and rows, the selection moved by the cursor keys a page
/// at a time as drawn.
@MainActor
@Suite struct TitledTableTests {
    static let columns = [TableColumn(title: "Order", width: .fixed(8)), TableColumn(title: "Where", width: .flex(min: 5, weight: 1))]

    @Test func drawsTitleNoteHeaderAndRowsUnderTheLinesLeftForTheView() {
        // Given
        var sut = TitledTable(columns: Self.columns)
        let screen = MemoryScreen(width: 40, height: 8)
        // When: one line left for an entry under the title
        sut.draw(in: Canvas(screen: screen), focused: true, title: "My orders", skip: 1, note: .init("Server refused", isProblem: true),
                 rowCount: 3, cells: { ["31\($0)", "row \($0)"] }, rowStyle: { _ in .normal })
        // Then
        #expect(screen.line(0).hasPrefix("My orders"))
        #expect(screen.line(1).trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(screen.line(2).hasPrefix("Server refused"))
        #expect(screen.line(3).contains("Order") && screen.line(3).contains("Where"))
        #expect(screen.line(4).contains("310") && screen.line(6).contains("row 2"))
    }

    @Test func aPageDownMovesByTheRowsDrawnAndOtherKeysAreNotItsOwn() {
        // Given: 5 rows drawn of 100 (title, header)
        var sut = TitledTable(columns: Self.columns)
        let screen = MemoryScreen(width: 40, height: 7)
        sut.draw(in: Canvas(screen: screen), focused: true, title: "T", note: nil, rowCount: 100, cells: { ["\($0)", ""] },
                 rowStyle: { _ in .normal })
        // When
        let moved = sut.perform(.pageDown, rowCount: 100)
        let tabbed = sut.perform(.nextPane, rowCount: 100)
        // Then
        #expect(moved && sut.state.selected == 5)
        #expect(!tabbed)
    }
}
