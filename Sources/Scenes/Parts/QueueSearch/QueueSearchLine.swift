import SceneKit

/// The list's search as it is typed (`/`): the field while it is open, drawn on the list's last line. The
/// text searched for last is the search's (`QueueSearchInteractor.lastText`).
@MainActor
struct QueueSearchLine {
    /// The field while `/` is active; nil otherwise.
    private(set) var field: TextFieldState?

    var isOpen: Bool { field != nil }

    /// What a key did.
    enum Outcome: Equatable {
        /// The field is closed, or the key is not one a text field takes.
        case notTaken
        /// Enter or Esc closed the field.
        case closed
        /// The field took the key; `text` when its text changed (to be searched for), nil otherwise.
        case typed(text: String?)
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
            return .typed(text: typed.text != before ? typed.text : nil)
        }
    }
}
