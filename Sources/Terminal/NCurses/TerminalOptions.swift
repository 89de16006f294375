/// How the terminal is set up.
public struct TerminalOptions: Sendable, Equatable {
    public var color: Bool
    public var mouse: Bool
    public var theme: Theme
    /// Milliseconds ncurses waits after Esc for the rest of a sequence (Esc answers at once above this).
    public var escapeDelay: Int32

    public init(color: Bool = true, mouse: Bool = false, theme: Theme = .dark, escapeDelay: Int32 = 25) {
        self.color = color
        self.mouse = mouse
        self.theme = theme
        self.escapeDelay = escapeDelay
    }
}

/// Why the terminal could not be used, in words for the user.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case unsupportedTerminal(String)
    case cannotStart(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "standard input and output must be a terminal; run signoff in a terminal (scripts: see signoff help)."
        case .unsupportedTerminal(let term):
            return "the terminal type \"\(term)\" cannot draw Signoff's screens; set TERM to your terminal (e.g. xterm-256color)."
        case .cannotStart(let why):
            return "the terminal could not be set up: \(why)."
        }
    }
}
