import SceneKit

/// The confirm dialog of a decision. Its own words (title, labels, keys) are fixed; order data only
/// fills labelled one-line fields, made inert and cut to the width, so no order text can change what
/// the dialog appears to say. It follows its orders: when one changes while it is open, it shows them as
/// they are now and says what moved, keeping the remark and reason typed.
@MainActor
public final class DecisionDialogView: SceneView {
    public let keyScope = KeyScope.decision
    public var capturesText: Bool { focus == .remark }
    enum Focus { case remark, reason }

    public private(set) var viewModel: Decide.Confirm.ViewModel
    /// What changed under the dialog while it was open (nil: nothing did).
    private(set) var changedNotice: String?
    private(set) var remark = TextFieldState(text: "", limit: 30)
    /// The reason chosen; none until the approver chooses one (the dialog never chooses for them).
    private(set) var reasonIndex: Int?
    private(set) var focus: Focus = .remark
    private(set) var problem: String?
    private let onConfirm: (String, String) -> Void
    private let onCancel: () -> Void
    private weak var host: (any SceneHost)?

    public init(viewModel: Decide.Confirm.ViewModel, onConfirm: @escaping (_ remark: String, _ reason: String) -> Void,
                onCancel: @escaping () -> Void = {}) {
        self.viewModel = viewModel
        self.onConfirm = onConfirm
        self.onCancel = onCancel
    }

    /// The orders as they are now, and what changed under the dialog; the remark, the reason and the focus stay.
    func follow(_ viewModel: Decide.Confirm.ViewModel, notice: String) {
        self.viewModel = viewModel
        changedNotice = notice
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    var isReject: Bool { !viewModel.reasons.isEmpty }

    public func handleKey(_ key: Key) -> Bool {
        guard focus == .remark else { return false }
        switch remark.apply(key) {
        case .changed:
            problem = nil
            return true
        case .refused(let why):
            problem = "Remark: \(why)"
            return true
        case .unhandled:
            return false
        }
    }

    public func perform(_ action: Action) -> Bool {
        switch action {
        case .submit:
            if viewModel.remarkRequired && remark.text.trimmingCharacters(in: .whitespaces).isEmpty {
                problem = "A remark is required for a rejection."
                focus = .remark
                return true
            }
            if isReject, reasonIndex == nil {
                problem = "Choose a reason: ↑↓ in the list, then Enter."
                focus = .reason
                return true
            }
            let reason = reasonIndex.map { viewModel.reasons[$0].code } ?? ""
            host?.dismiss(self)
            onConfirm(remark.text, reason)
        case .cancel, .back:
            host?.dismiss(self)
            onCancel()
        case .nextPane, .previousPane:
            if isReject { focus = focus == .remark ? .reason : .remark }
        case .moveDown where focus == .reason:
            reasonIndex = min(viewModel.reasons.count - 1, (reasonIndex ?? -1) + 1)
            problem = nil
        case .moveUp where focus == .reason:
            reasonIndex = max(0, (reasonIndex ?? 1) - 1)
            problem = nil
        default:
            break
        }
        return true // modal
    }

    public func draw(in canvas: Canvas) {
        var body: [DialogLine] = [DialogLine("You are about to \(viewModel.confirmLabel.uppercased()):", style: .title)]
        body += viewModel.orderLines.map { DialogLine("  " + $0) }
        body += viewModel.totals.map { DialogLine("  " + $0, style: .accent) }
        if let changedNotice {
            // Whole, however long: what moved under the dialog is what the approver must read before Enter.
            body += TextWidth.wrap("⚠ " + changedNotice, toCells: max(20, min(70, canvas.width - 6))).map { DialogLine($0, style: .warning) }
        }
        body.append(DialogLine(""))
        let remarkLabel = "Remark (\(viewModel.remarkRequired ? "required" : "optional"), \(remark.count)/30)"
        body.append(DialogLine(remarkLabel, style: focus == .remark ? .title : .normal))
        let fieldRow = body.count
        body.append(DialogLine(""))
        var reasonRows = 0
        if isReject {
            reasonRows = min(5, viewModel.reasons.count)
            let count = viewModel.reasons.count
            let chosen = reasonIndex.map { "\(viewModel.reasons[$0].code) chosen" } ?? "none chosen"
            let scroll = count > reasonRows ? ", \(count) in the list, ↓ for more" : ""
            body.append(DialogLine("Reason (Tab, then ↑↓; \(chosen)\(scroll))", style: focus == .reason ? .title : .normal))
            body += Array(repeating: DialogLine(""), count: reasonRows)
        }
        if let problem { body.append(DialogLine("✗ " + problem, style: .error)) }
        body.append(DialogLine("Enter \(viewModel.confirmLabel.lowercased()) · Esc cancel", style: .dim))
        let inner = Dialog.draw(in: canvas, title: viewModel.title, width: 76, body: body, buttons: [], selected: 0)
        if isReject {
            let first = max(0, min((reasonIndex ?? 0) - reasonRows + 1, viewModel.reasons.count - reasonRows))
            for i in 0..<reasonRows {
                let index = first + i
                let reason = viewModel.reasons[index]
                let selected = index == reasonIndex
                let style: Style = selected ? (focus == .reason ? .selection : .marked) : .normal
                inner.text((selected ? "> " : "  ") + reason.code + "  " + reason.text, x: 2, y: fieldRow + 2 + i,
                           width: inner.width - 2, style: style, pad: selected)
                if selected && focus == .reason { inner.cursor(x: 2, y: fieldRow + 2 + i) }
            }
        }
        TextField.draw(in: inner.sub(Rect(x: 2, y: fieldRow, width: min(32, inner.width - 2), height: 1)), state: remark,
                       focused: focus == .remark, placeholder: "")
    }
}
