import SceneKit

/// The order's title and header fields, in two columns when there is room.
@MainActor
public final class OrderHeaderFragment: Fragment {
    var viewModel: ApproveRejectOrder.Load.ViewModel?

    public init() {}
    public var canFocus: Bool { false }

    /// Rows it needs at a width.
    func height(for width: Int) -> Int {
        guard let vm = viewModel, vm.missing == nil else { return 2 }
        let columns = width >= 90 ? 2 : 1
        return 1 + (vm.fields.count + columns - 1) / columns
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        guard let vm = viewModel else {
            canvas.text("No order selected.", y: 0, style: .dim)
            return
        }
        canvas.text(vm.title, y: 0, style: .title)
        if let missing = vm.missing {
            canvas.text(missing, y: 1, style: .warning)
            return
        }
        let columns = canvas.width >= 90 ? 2 : 1
        let columnWidth = canvas.width / columns
        let labelWidth = 11
        for (i, field) in vm.fields.enumerated() {
            let row = 1 + i / columns, col = i % columns
            guard row < canvas.height else { break }
            let x = col * columnWidth
            canvas.text(field.label, x: x, y: row, width: labelWidth, style: .dim)
            canvas.text(field.value, x: x + labelWidth + 1, y: row, width: columnWidth - labelWidth - 2, style: i < 2 ? .accent : .normal)
        }
    }
}
