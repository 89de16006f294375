import SceneKit

/// The item's totals per branch, when they were read, and the order line's need beside them.
@MainActor
public final class BranchTotalsFragment: Fragment {
    static let columns = [
        TableColumn(title: "Branch", width: .fixed(12)),
        TableColumn(title: "On hand", width: .fixed(10), align: .right),
        TableColumn(title: "Soft", width: .fixed(9), align: .right),
        TableColumn(title: "Hard", width: .fixed(9), align: .right),
        TableColumn(title: "Available", width: .fixed(10), align: .right),
        TableColumn(title: "On PO", width: .fixed(9), align: .right),
        TableColumn(title: "WO rcpt", width: .fixed(9), align: .right),
        TableColumn(title: "UoM", width: .fixed(3)),
    ]

    var viewModel: InventoryInquiry.Availability.ViewModel?

    public init() {}

    public var canFocus: Bool { false }

    /// Rows wanted: title, comparison, header, one per branch (at most eight shown), the note.
    var wantedHeight: Int {
        guard let viewModel else { return 1 }
        return 2 + (viewModel.comparison == nil ? 0 : 1) + min(8, viewModel.totals.count) + (viewModel.note == nil ? 0 : 1)
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        guard let viewModel else { return }
        let asOf = viewModel.asOf.isEmpty ? "" : "  " + viewModel.asOf
        canvas.text(viewModel.title + asOf, y: 0, style: .title)
        var y = 1
        if let comparison = viewModel.comparison, y < canvas.height {
            canvas.text((viewModel.comparisonIsShort ? "✗ " : "✓ ") + comparison, y: y, style: viewModel.comparisonIsShort ? .warning : .success)
            y += 1
        }
        if let note = viewModel.note, y < canvas.height {
            canvas.text(note, y: y, style: viewModel.isError ? .error : .dim)
            y += 1
        }
        guard !viewModel.totals.isEmpty, y < canvas.height else { return }
        let table = canvas.sub(Rect(x: 0, y: y, width: canvas.width, height: canvas.height - y))
        TableView.draw(in: table, columns: Self.columns, rowCount: viewModel.totals.count, state: .unselected, focused: false, showHeader: true,
                       cells: { viewModel.totals[$0] }, rowStyle: { _ in .normal })
    }
}
