import SceneKit

/// Where the command line's chosen route goes (the app's router).
@MainActor
public protocol CommandLineRouting: AnyObject {
    /// Runs `route`; `history` has the line that named it added (the router keeps it for next time).
    func commandLine(didChoose route: AppRoute, history: CommandHistory)
}

/// The `:` command line over the bottom of the screen: a route by name, Tab completes it, Up and Down
/// walk the history, Enter runs it, Esc closes. The names and their help come from the route table.
@MainActor
public final class CommandLineView: SceneView {
    public let keyScope = KeyScope.command
    private(set) var field = TextFieldState(text: "", limit: 60)
    private(set) var error: String?
    private var history: CommandHistory
    private var historyIndex: Int?
    private weak var router: (any CommandLineRouting)?
    private weak var host: (any SceneHost)?

    /// The router is held weakly: it outlives the line, which is made anew at each `:`.
    public init(history: CommandHistory, router: any CommandLineRouting) {
        self.history = history
        self.router = router
    }

    public func didAttach(to host: any SceneHost) { self.host = host }

    public var capturesText: Bool { true }
    public var offeredActions: Set<Action>? { [.submit, .cancel, .nextPane] }

    public func handleKey(_ key: Key) -> Bool {
        var edited = field
        switch edited.apply(key) {
        case .changed:
            field = edited
            error = nil
            historyIndex = nil
        case .refused(let why):
            error = why
        case .unhandled:
            return false
        }
        host?.setNeedsDisplay()
        return true
    }

    public func perform(_ action: Action) -> Bool {
        defer { host?.setNeedsDisplay() }
        switch action {
        case .submit:
            switch RouteTable.route(field.text) {
            case .success(let route):
                history.add(field.text)
                host?.dismiss(self)
                router?.commandLine(didChoose: route, history: history)
            case .failure(let why):
                error = why.description
            }
        case .cancel, .back:
            host?.dismiss(self)
        case .nextPane:
            let completed = RouteTable.complete(field.text)
            if completed != field.text { field = TextFieldState(text: completed, limit: 60) }
            error = nil
        case .moveUp, .moveDown:
            walkHistory(up: action == .moveUp)
        default:
            break
        }
        return true
    }

    private func walkHistory(up: Bool) {
        guard !history.entries.isEmpty else { return }
        let last = history.entries.count - 1
        let next: Int?
        switch (historyIndex, up) {
        case (nil, true): next = last
        case (nil, false): next = nil
        case (let i?, true): next = max(0, i - 1)
        case (let i?, false): next = i < last ? i + 1 : nil
        }
        historyIndex = next
        field = TextFieldState(text: next.map { history.entries[$0] } ?? "", limit: 60)
    }

    /// Every route by name, from the table (so a new route is offered without anyone editing this).
    static let placeholder = RouteTable.entries.map { entry in
        entry.name + (entry.argument.map { entry.argumentRequired ? " " + $0 : " [" + $0 + "]" } ?? "")
    }.joined(separator: ", ") + " (Tab completes)"

    /// The routes that complete what is typed, shown above the line.
    var suggestions: [String] {
        RouteTable.completions(for: field.text).map { entry in
            entry.name + (entry.argument.map { " " + $0 } ?? "") + " — " + entry.summary
        }
    }

    public func draw(in canvas: Canvas) {
        guard canvas.height >= 2, canvas.width >= 4 else { return }
        let lineY = canvas.height - 1
        let shown = Array(suggestions.prefix(max(0, min(7, canvas.height - 3))))
        var y = lineY - 1 - shown.count
        if let error {
            canvas.fill(.normal, Rect(x: 0, y: y, width: canvas.width, height: 1))
            canvas.text("✗ " + error, y: y, style: .error)
        }
        y += 1
        for suggestion in shown {
            canvas.fill(.bottomBar, Rect(x: 0, y: y, width: canvas.width, height: 1))
            canvas.text("  " + suggestion, y: y, style: .dim)
            y += 1
        }
        canvas.fill(.normal, Rect(x: 0, y: lineY, width: canvas.width, height: 1))
        let colon = canvas.text(":", y: lineY, style: .key)
        TextField.draw(in: canvas.sub(Rect(x: colon, y: lineY, width: canvas.width - colon, height: 1)), state: field, focused: true,
                       placeholder: Self.placeholder)
    }
}
