import SceneKit

/// The list's search as it is typed (`/`): the field while it is open, drawn on the list's last line, and
/// the last text, which n and N go on with and a saved view keeps.
@MainActor
struct QueueSearchLine {
    /// The field while `/` is active; nil otherwise.
    private(set) var field: TextFieldState?
    /// The text searched for last (it stays once the field closes).
    var lastText = ""

    var isOpen: Bool { field != nil }

    /// What a key did.
    enum Outcome: Equatable {
        /// The field is closed, or the key is not one a text field takes.
        case notTaken
        /// Enter or Esc closed the field.
        case closed
        /// The field took the key; `searchAgain` when its text changed.
        case typed(searchAgain: Bool)
    }

    /// Opens an empty field (`/`).
    mutating func open() { field = TextFieldState(text: "", limit: 60) }

    mutating func handle(_ key: Key) -> Outcome {
        guard var typed = field else { return .notTaken }
        switch key {
        case .enter, .escape:
            field = nil
            return .closed
        default:
            let before = typed.text
            guard typed.apply(key) != .unhandled else { return .notTaken }
            field = typed
            guard typed.text != before else { return .typed(searchAgain: false) }
            lastText = typed.text
            return .typed(searchAgain: true)
        }
    }
}
