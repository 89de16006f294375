import SceneKit

/// The settings screen, opened over the home scene (`:settings`): Enter flips a toggle, steps a choice,
/// opens a field for text, numbers, addresses, branch lists and keys, or runs an action. A refused value
/// keeps the field open with the reason.
@MainActor
public final class SettingsView: HostedSceneView, SettingsDisplayLogic {
    public let keyScope = KeyScope.settings
    public var interactor: (any SettingsBusinessLogic)?
    let list = SettingsListFragment()
    private(set) var field: TextFieldState?
    private(set) var fieldError: String?
    public private(set) weak var host: (any SceneHost)?

    public init() {}

    public func didAttach(to host: any SceneHost) {
        self.host = host
        interactor?.load()
    }

    public func willDetach() { interactor?.stop() }

    // MARK: Display

    public func displaySettings(_ viewModel: SettingsScreen.Load.ViewModel) {
        list.rows = viewModel.rows
        list.skipHeading(downwards: true)
        host?.setNeedsDisplay()
    }

    public func displayChange(_ viewModel: SettingsScreen.Change.ViewModel) {
        if viewModel.keepEditing, field != nil {
            fieldError = viewModel.message
        } else {
            field = nil
            fieldError = nil
            host?.show(StatusMessage(viewModel.kind, viewModel.message))
        }
        host?.setNeedsDisplay()
    }

    public func displayReport(_ report: SettingsScreen.Report) {
        host?.show(StatusMessage(report.failed ? .error : .success, report.summary))
        host?.present(TextReportView(title: report.title, lines: report.lines))
    }

    public func displayQuestion(_ question: SettingsScreen.Question, onConfirm: @escaping () -> Void) {
        host?.present(ConfirmView(title: question.title, lines: question.lines, confirmLabel: question.confirmLabel, onConfirm: onConfirm))
    }

    // MARK: Keys

    public var capturesText: Bool { field != nil }

    public var offeredActions: Set<Action>? { field != nil ? [] : [.open, .back] }

    public func handleKey(_ key: Key) -> Bool {
        guard var editing = field else {
            if case .mouse(let event) = key { return handleMouse(event) }
            return false
        }
        switch key {
        case .enter:
            submit(editing.text)
        case .escape:
            field = nil
            fieldError = nil
        default:
            switch editing.apply(key) {
            case .unhandled: return false
            case .refused(let why): fieldError = why
            case .changed:
                field = editing
                fieldError = nil
            }
        }
        host?.setNeedsDisplay()
        return true
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: _ = list.perform(.moveUp)
        case .wheelDown: _ = list.perform(.moveDown)
        case .click, .doubleClick:
            guard let row = list.row(at: event.position), !list.rows[row].isHeading else { return true }
            list.state.apply(.to(row), rowCount: list.rows.count, visibleRows: list.visibleRows)
            if event.kind == .doubleClick { _ = perform(.open) }
        default: return false
        }
        host?.setNeedsDisplay()
        return true
    }

    private var selectedItem: SettingsScreen.Item? { list.selectedRow?.item }

    private func submit(_ text: String) {
        guard let item = selectedItem else { return }
        interactor?.change(.init(item: item, text: text))
    }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        switch action {
        case .open, .submit:
            guard let row = list.selectedRow, let item = selectedItem else { return true }
            switch row.editing {
            case .none: host?.show(.warning("\(row.label) cannot be changed here."))
            case .step: interactor?.change(.init(item: item, text: nil))
            case .text(let current):
                field = TextFieldState(text: current, limit: 200)
                fieldError = nil
            case .run: interactor?.change(.init(item: item, text: nil))
            }
            return true
        case .resetValue:
            guard let item = selectedItem else { return true }
            interactor?.reset(.init(item: item))
            return true
        case .back:
            interactor?.close()
            return true
        default:
            return list.perform(action)
        }
    }

    // MARK: Drawing

    public func draw(in canvas: Canvas) {
        if Fragmenter.drawsTooSmall(in: canvas, minimum: Size(width: 40, height: 8)) { return }
        let footer = 3
        list.draw(in: canvas.sub(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height - footer)), focused: field == nil)
        let bottom = canvas.sub(Rect(x: 0, y: canvas.height - footer, width: canvas.width, height: footer))
        bottom.fill(.normal)
        guard let row = list.selectedRow else { return }
        bottom.text(row.summary, y: 0, style: .dim)
        if let field {
            let label = bottom.text(row.label + ": ", y: 1, style: .title)
            TextField.draw(in: bottom.sub(Rect(x: label, y: 1, width: bottom.width - label, height: 1)), state: field, focused: true,
                           placeholder: "")
            if let fieldError { bottom.text("✗ " + fieldError, y: 2, style: .error) } else {
                bottom.text("Enter saves · Esc leaves it as it was", y: 2, style: .dim)
            }
        } else if !row.whereFrom.isEmpty {
            bottom.text(row.whereFrom, y: 2, style: .dim)
        }
    }
}
