/// The bytes that ask the terminal to show a `DesktopNotification`, chosen from what the environment
/// says the terminal is:
/// - OSC 777 (`ESC ] 777 ; notify ; title ; body BEL`) where the terminal is known to show it: foot,
///   contour and rxvt-unicode (with its `notify` extension) by `TERM`, WezTerm and Ghostty by
///   `TERM_PROGRAM`, or by the variables they set that tmux passes on (`WEZTERM_PANE`,
///   `GHOSTTY_RESOURCES_DIR`);
/// - OSC 9 (`ESC ] 9 ; body BEL`, iTerm2's, which many others read) everywhere else.
/// One sequence only, so a terminal that reads both shows one notification. Inside tmux (`TMUX` set)
/// the sequence goes through tmux's passthrough (`ESC P tmux ; …ESC \`, each ESC inside doubled),
/// which tmux forwards only with `set -g allow-passthrough on`.
public struct NotificationEscape: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case osc9, osc777 }

    public var kind: Kind
    public var insideTmux: Bool

    public init(kind: Kind, insideTmux: Bool) {
        self.kind = kind
        self.insideTmux = insideTmux
    }

    /// The choice for a process whose environment is `environment`.
    public init(environment: [String: String]) {
        let term = (environment["TERM"] ?? "").lowercased()
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        let speaks777 = ["foot", "contour", "rxvt-unicode"].contains { term.hasPrefix($0) }
            || ["wezterm", "ghostty"].contains(program)
            || !(environment["WEZTERM_PANE"] ?? "").isEmpty || !(environment["GHOSTTY_RESOURCES_DIR"] ?? "").isEmpty
        self.init(kind: speaks777 ? .osc777 : .osc9, insideTmux: !(environment["TMUX"] ?? "").isEmpty)
    }

    /// The bytes to write for `notification`.
    public func bytes(for notification: DesktopNotification) -> [UInt8] {
        let esc: UInt8 = 0x1B, bel: UInt8 = 0x07
        var sequence: [UInt8] = [esc, UInt8(ascii: "]")]
        switch kind {
        case .osc9:
            sequence += Array("9;\(notification.body)".utf8)
        case .osc777:
            sequence += Array("777;notify;\(notification.title);\(notification.body)".utf8)
        }
        sequence.append(bel)
        guard insideTmux else { return sequence }
        var wrapped: [UInt8] = [esc] + Array("Ptmux;".utf8)
        for byte in sequence {
            if byte == esc { wrapped.append(esc) }
            wrapped.append(byte)
        }
        return wrapped + [esc, UInt8(ascii: "\\")]
    }
}
