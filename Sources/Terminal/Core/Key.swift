/// One input event from the terminal, already decoded from ncurses' key codes and escape sequences.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case character(Character)        // printable text, including space
    case control(Character)          // Ctrl plus a letter, lower case: .control("b")
    case alt(Character)              // Esc followed by a key within the escape delay
    case enter, escape, tab, backTab, backspace, delete, insert
    case up, down, left, right, pageUp, pageDown, home, end
    case function(Int)               // F1…F24
    case resize                      // the terminal changed size
    case mouse(MouseEvent)

    /// The name used in key tables, help and settings: "a", "Ctrl-b", "Alt-x", "Enter", "PgDn", "F5".
    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .control(let c): return "Ctrl-\(c)"
        case .alt(let c): return "Alt-\(c)"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Del"
        case .insert: return "Ins"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .function(let n): return "F\(n)"
        case .resize: return "Resize"
        case .mouse(let m): return "Mouse(\(m.kind) \(m.position.x),\(m.position.y))"
        }
    }
}

public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case press, release, click, doubleClick, wheelUp, wheelDown }
    public var kind: Kind
    public var position: Point
    public init(kind: Kind, position: Point) {
        self.kind = kind
        self.position = position
    }
}
