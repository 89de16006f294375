import SceneKit

/// The filter dialog: order types, branches, amount range and age. Empty fields filter nothing.
@MainActor
public final class FilterDialogView: SceneView {
    public let keyScope = KeyScope.filter
    public var capturesText: Bool { true }
    static let labels = ["Order types", "Branches", "Amount from", "Amount to", "Waiting days ≥", "Waiting days ≤"]
    static let hints = ["e.g. OP, OS", "e.g. M30, M40", "e.g. 1000", "e.g. 50000", "e.g. 30", "e.g. 7"]

    private(set) var fields: [TextFieldState]
    private(set) var focus = 0
    private var error: String?
    private let onApply: (OrdersAwaitingApproval.Filter.Request) -> Void
    private weak var host: (any SceneHost)?

    public init(current: OrdersAwaitingApproval.Filter.Request, onApply: @escaping (OrdersAwaitingApproval.Filter.Request) -> Void) {
        fields = [current.orderTypes, current.branches, current.minimumAmount, current.maximumAmount, current.minimumDaysWaiting,
                  current.maximumDaysWaiting]
            .map { TextFieldState(text: $0, limit: 60) }
        self.onApply = onApply
    }

    /// The dialog over the list's arrangement: it opens on the filter applied, and applies what it holds.
    public convenience init(arrangement: (any ListArrangementBusinessLogic)?) {
        self.init(current: arrangement?.filterRequest ?? .init()) { [weak arrangement] in arrangement?.applyFilter($0) }
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    /// Shows a problem with what was typed (the dialog stays open).
    func show(error: String, field: Int) {
        self.error = error
        focus = field
    }

    var request: OrdersAwaitingApproval.Filter.Request {
        .init(orderTypes: fields[0].text, branches: fields[1].text, minimumAmount: fields[2].text, maximumAmount: fields[3].text,
              minimumDaysWaiting: fields[4].text, maximumDaysWaiting: fields[5].text)
    }

    public func handleKey(_ key: Key) -> Bool {
        switch fields[focus].apply(key) {
        case .changed: error = nil; return true
        case .refused(let why): error = why; return true
        case .unhandled: return false
        }
    }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .submit:
            error = nil
            onApply(request)
            if error == nil { host?.dismiss(self) }
        case .cancel, .back:
            host?.dismiss(self)
        case .nextPane, .moveDown:
            focus = (focus + 1) % fields.count
        case .previousPane, .moveUp:
            focus = (focus + fields.count - 1) % fields.count
        case .retry:
            fields = fields.map { TextFieldState(text: "", limit: $0.limit) }
        default:
            break
        }
        host?.setNeedsDisplay()
        return true
    }

    public func draw(in canvas: Canvas) {
        var body = Array(repeating: DialogLine(""), count: fields.count)
        body.append(DialogLine(error.map { "✗ " + $0 } ?? "", style: .error))
        body.append(DialogLine("Enter apply · Esc cancel · Tab next field · Ctrl-r clears all", style: .dim))
        let inner = Dialog.draw(in: canvas, title: "Filter the queue", width: 64, body: body, buttons: [], selected: 0)
        for (i, label) in Self.labels.enumerated() where i < inner.height {
            inner.text(label, y: i, width: 16, style: i == focus ? .title : .normal)
            TextField.draw(in: inner.sub(Rect(x: 17, y: i, width: max(0, inner.width - 17), height: 1)), state: fields[i],
                           focused: false, placeholder: Self.hints[i])
        }
        // The focused field draws last so the cursor rests in it.
        if focus < inner.height {
            TextField.draw(in: inner.sub(Rect(x: 17, y: focus, width: max(0, inner.width - 17), height: 1)), state: fields[focus],
                           focused: true, placeholder: Self.hints[focus])
        }
    }
}
