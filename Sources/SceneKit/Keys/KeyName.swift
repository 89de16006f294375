import Foundation
import Terminal

/// Key names as people write them in settings and read them in help: "a", "Ctrl-b", "Alt-x", "PgDn",
/// "Space", "Enter", "Esc", "Tab", "Shift-Tab", "Up", "F5".
public enum KeyName {
    public static func parse(_ name: String) -> Key? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.count == 1, let c = trimmed.first { return c == " " ? .character(" ") : .character(c) }
        let lower = trimmed.lowercased()
        if let named = named[lower] { return named }
        for prefix in ["ctrl-", "ctrl+", "c-", "^"] where lower.hasPrefix(prefix) {
            let rest = trimmed.dropFirst(prefix.count)
            if rest.count == 1, let c = rest.lowercased().first, c.isLetter { return .control(c) }
            return nil
        }
        for prefix in ["alt-", "alt+", "m-", "meta-"] where lower.hasPrefix(prefix) {
            let rest = trimmed.dropFirst(prefix.count)
            if rest.count == 1, let c = rest.first { return .alt(c) }
            return nil
        }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...24).contains(n) { return .function(n) }
        return nil
    }

    private static let named: [String: Key] = [
        "space": .character(" "), "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
        "tab": .tab, "shift-tab": .backTab, "backtab": .backTab, "backspace": .backspace,
        "del": .delete, "delete": .delete, "ins": .insert, "insert": .insert,
        "up": .up, "↑": .up, "down": .down, "↓": .down, "left": .left, "←": .left, "right": .right, "→": .right,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end,
    ]
}
