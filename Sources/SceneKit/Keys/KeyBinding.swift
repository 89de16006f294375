import Terminal

/// One row of the key table: the keys that trigger an action, and how help and the bottom bar name it.
public struct KeyBinding: Hashable, Sendable {
    public var action: Action
    public var keys: [Key]
    /// One or two words for the bottom bar ("approve").
    public var label: String
    /// A sentence for help ("Approve the selected orders, or the current one").
    public var help: String
    /// Whether the bottom bar shows it.
    public var inBottomBar: Bool

    public init(_ action: Action, _ keys: [Key], label: String, help: String, inBottomBar: Bool = true) {
        self.action = action
        self.keys = keys
        self.label = label
        self.help = help
        self.inBottomBar = inBottomBar
    }

    /// "a", "j/↓", as the bar and help show the keys.
    public var keysText: String { keys.map(\.description).joined(separator: "/") }
}
