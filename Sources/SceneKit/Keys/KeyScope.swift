/// A key-table scope: the keys that work everywhere, or those of one scene, dialog or overlay. Every
/// scope there is is one of the constants below; a scope named in user text (a `keys.<scope>.<action>`
/// setting, the config file) is looked up with `KeyScope(named:)`, which knows no others.
public struct KeyScope: Hashable, Sendable, CustomStringConvertible {
    /// The scope's name as the config file and the `keys.<scope>.<action>` settings write it, and as help
    /// and error messages print it ("orders").
    public let name: String

    private init(_ name: String) { self.name = name }

    /// The scope called `name`, as user text names it; nil when there is no such scope.
    public init?(named name: String) {
        guard let scope = Self.all.first(where: { $0.name == name }) else { return nil }
        self = scope
    }

    public var description: String { name }

    /// The keys that work everywhere (a scene's own keys win over them).
    public static let global = KeyScope("global")
    public static let login = KeyScope("login")
    public static let loading = KeyScope("loading")
    /// The orders awaiting approval, the home scene (the order beside or instead of the list included).
    public static let orders = KeyScope("orders")
    /// The outcomes list of the last orders decided together.
    public static let outcomes = KeyScope("outcomes")
    /// "Decided by me".
    public static let decided = KeyScope("decided")
    /// My orders: the orders the user raised.
    public static let mine = KeyScope("mine")
    /// The inventory inquiry.
    public static let inventory = KeyScope("inventory")
    public static let settings = KeyScope("settings")
    /// The command line.
    public static let command = KeyScope("command")
    /// The dialog that asks for the password again when the session ran out.
    public static let reauthenticate = KeyScope("reauthenticate")
    /// Help, and the other overlays read like it (an attachment's text).
    public static let help = KeyScope("help")
    /// The approve or reject dialog.
    public static let decision = KeyScope("decision")
    /// The colleague picker of forwarding.
    public static let forward = KeyScope("forward")
    /// The orders' filter dialog.
    public static let filter = KeyScope("filter")
    /// The approver note dialog.
    public static let note = KeyScope("note")
    /// A yes/no question.
    public static let confirm = KeyScope("confirm")
    /// The list of saved views (`:view`).
    public static let views = KeyScope("views")

    /// Every scope, the only ones `KeyScope(named:)` finds.
    public static let all: [KeyScope] = [
        global, login, loading, orders, outcomes, decided, mine, inventory, settings, command, reauthenticate, help,
        decision, forward, filter, note, confirm, views,
    ]
}
