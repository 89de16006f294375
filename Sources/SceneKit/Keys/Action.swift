/// Something a key does, by name. Names are stable: settings store key bindings by them.
public struct Action: Hashable, Sendable, RawRepresentable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { self.rawValue = name }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
}

extension Action {
    // Moving
    public static let moveUp: Action = "move-up"
    public static let moveDown: Action = "move-down"
    public static let pageUp: Action = "page-up"
    public static let pageDown: Action = "page-down"
    public static let first: Action = "first"
    public static let last: Action = "last"
    public static let nextPane: Action = "next-pane"
    public static let previousPane: Action = "previous-pane"
    // Acting
    public static let open: Action = "open"
    public static let back: Action = "back"
    public static let search: Action = "search"
    public static let searchNext: Action = "search-next"
    public static let searchPrevious: Action = "search-previous"
    public static let toggleSelection: Action = "select"
    public static let selectAll: Action = "select-all"
    /// Unmark everything marked, shown or hidden by a filter.
    public static let unselectAll: Action = "unselect-all"
    public static let approve: Action = "approve"
    public static let reject: Action = "reject"
    public static let inventory: Action = "inventory"
    public static let glance: Action = "glance"
    /// Forward the marked orders, or the current one, to a colleague.
    public static let forward: Action = "forward"
    public static let filter: Action = "filter"
    public static let sort: Action = "sort"
    /// The same sort column the other way round.
    public static let reverseSort: Action = "reverse-sort"
    public static let refresh: Action = "refresh"
    public static let addNote: Action = "add-note"
    public static let decisionOutcomes: Action = "decision-outcomes"
    public static let decidedByMe: Action = "decided-by-me"
    /// My orders: the orders the user raised, and where each stands.
    public static let myOrders: Action = "my-orders"
    /// Take back the decisions just confirmed, while they wait in their undo window.
    public static let undo: Action = "undo"
    /// Remove the user's own value of a setting, so the site's value or the default applies again.
    public static let resetValue: Action = "reset-value"
    // Global
    public static let commandLine: Action = "command-line"
    public static let help: Action = "help"
    /// Draw every cell of the screen again (Ctrl-L), whatever the terminal shows now.
    public static let redraw: Action = "redraw"
    public static let quit: Action = "quit"
    public static let submit: Action = "submit"
    public static let retry: Action = "retry"
    public static let cancel: Action = "cancel"
}
