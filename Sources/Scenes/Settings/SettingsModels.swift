import SceneKit

/// Requests, responses and view models of the settings screen.
public enum SettingsScreen {
    /// What a row of the screen is.
    public enum Item: Sendable, Equatable {
        case heading(String)
        case setting(String)
        /// A key binding of one scope (`.global`, `.orders`).
        case key(scope: KeyScope, action: Action)
        case action(SettingsAction)
    }

    /// How Enter edits a row.
    public enum Editing: Sendable, Equatable {
        case none
        /// Enter flips it (on/off) or steps to the next choice.
        case step
        /// Enter opens a text field with the current value.
        case text(String)
        case run
    }

    /// How a setting is edited, as the screen needs to know it.
    public enum SettingKind: Sendable, Equatable {
        case toggle
        case choice([String])
        /// A whole number in `lowest...highest`, of `unit` ("s", "rows"; may be empty).
        case number(lowest: Int, highest: Int, unit: String)
        /// Typed text: free text, an address, a list of branches.
        case text
        case readOnly
    }

    /// What the screen tells of one setting: plain values the interactor copies from the settings and their catalog.
    public struct SettingFacts: Sendable, Equatable {
        /// The setting's key in the config file ("display.numbers").
        public var key: String
        /// The value as the config file writes it; empty when it is empty.
        public var value: String
        /// Where the value came from: "default", "file", or the variable or flag that set it ("SIGNOFF_THEME", "--theme").
        public var source: String
        public var kind: SettingKind
        /// The catalog's one-line description.
        public var summary: String
        /// The file and line the value was read from ("/etc/xdg/signoff/config.json:3"), when from a file.
        public var origin: String?
        /// Whether the value is the user's own (their file, or what Signoff remembered), which a reset removes.
        public var isUsersOwn = false

        public init(key: String, value: String, source: String, kind: SettingKind, summary: String) {
            self.key = key
            self.value = value
            self.source = source
            self.kind = kind
            self.summary = summary
        }
    }

    /// What the screen tells of one key binding.
    public struct KeyFacts: Sendable, Equatable {
        /// The binding's scope (`.global`, `.orders`).
        public var scope: KeyScope
        public var action: Action
        /// The binding's label ("approve"), or the action's name when it has none.
        public var label: String
        /// The names of the keys bound ("a", "Ctrl-a").
        public var keys: [String]
        /// What the action does; empty when unknown.
        public var help: String
        /// The config file changed this binding from the default.
        public var changed: Bool

        public init(scope: KeyScope, action: Action, label: String, keys: [String], help: String, changed: Bool) {
            self.scope = scope
            self.action = action
            self.label = label
            self.keys = keys
            self.help = help
            self.changed = changed
        }
    }

    /// One row of the screen with the facts it shows.
    public enum RowFacts: Sendable, Equatable {
        case heading(String)
        case setting(SettingFacts)
        case key(KeyFacts)
        case action(SettingsAction)

        /// What the row is, as a change of it names it.
        public var item: Item {
            switch self {
            case .heading(let title): return .heading(title)
            case .setting(let facts): return .setting(facts.key)
            case .key(let facts): return .key(scope: facts.scope, action: facts.action)
            case .action(let action): return .action(action)
            }
        }
    }

    /// Listing the settings, the keys and the actions.
    public enum Load {
        /// The screen's rows, in order, each with what it shows.
        public struct Response: Sendable, Equatable {
            public var rows: [RowFacts]
            /// What each row is, in order.
            public var items: [Item] { rows.map(\.item) }

            public init(rows: [RowFacts]) { self.rows = rows }
        }
        /// The rows as text.
        public struct ViewModel: Sendable, Equatable {
            /// One row of the list: a heading, a setting, a key binding or an action.
            public struct Row: Sendable, Equatable {
                /// What the row is: a change of it names this in its request.
                public var item: Item
                public var label: String
                public var value: String
                public var source: String
                public var summary: String
                /// Where the value was read from, and whether x removes it: "" when there is nothing to say.
                public var whereFrom = ""
                public var isHeading: Bool
                public var editing: Editing
            }
            public var rows: [Row]
        }
    }

    /// Removing the user's own value of a setting.
    public enum Reset {
        public struct Request: Sendable, Equatable {
            public var item: Item
            public init(item: Item) { self.item = item }
        }
    }

    /// Changing a setting or a key binding, or running an action.
    public enum Change {
        /// The row changed, and what was typed.
        public struct Request: Sendable, Equatable {
            public var item: Item
            /// The text typed; nil steps a toggle or choice to its next value.
            public var text: String?
            public init(item: Item, text: String?) {
                self.item = item
                self.text = text
            }
        }
        /// How the change went.
        public enum Response: Sendable, Equatable {
            case saved(label: String, value: String, note: String?)
            /// The user's value removed: `value` applies now, the site's (`fromSite`) or the default.
            case removed(label: String, value: String, fromSite: Bool, note: String?)
            case invalid(String)
            case notSaved(label: String, why: String)
            case progress(String)
            case done(String)
            case failed(String)
        }
        /// The status line after a change.
        public struct ViewModel: Sendable, Equatable {
            public var message: String
            public var kind: StatusMessage.Kind
            /// True when the edit field stays open (the text was refused).
            public var keepEditing: Bool
        }
    }

    /// A report shown over the screen (the site check), with its summary for the message line.
    public struct Report: Sendable, Equatable {
        public var title: String
        public var lines: [String]
        public var summary: String
        public var failed: Bool
    }

    /// A yes/no question before a change or action that is hard to undo.
    public struct Question: Sendable, Equatable {
        public var title: String
        public var lines: [String]
        public var confirmLabel: String
    }
}

/// What the settings screen can do besides changing a value.
public enum SettingsAction: String, Sendable, CaseIterable {
    case testConnection = "Test the connection"
    case checkSite = "Check this site"
    case reloadFoundation = "Reload foundation data now"
    case clearCache = "Clear cached data"
    case logOut = "Log out"

    var summary: String {
        switch self {
        case .testConnection: return "Ask the server whether the session is valid, and how long it takes to answer"
        case .checkSite: return "Check the server, the tables Signoff reads and the decision method, deciding nothing (signoff doctor)"
        case .reloadFoundation: return "Read the codes and branch/plants from the server again"
        case .clearCache: return "Empty the inquiry cache, approval routes and foundation data (never the outbox or the upload queue)"
        case .logOut: return "End the session; the outbox and upload queue are kept for the next login"
        }
    }
}

/// How a changed setting takes effect.
public enum SettingsEffect: Sendable, Equatable {
    /// Drawn again at once (theme, colour, mouse, spinner, dates, numbers).
    case display
    /// Used by the session: takes a new login (server, environment, role, timeout, TLS, orchestrations).
    case session
    /// Used by the home scene at once (approval rules, refresh interval, page size, ages).
    case scene
    /// Branch data is read again (default branch, branches to load).
    case branchData
    /// Used the next time it is needed (the login screen's user).
    case later

    public static func of(_ key: String) -> SettingsEffect {
        switch key {
        case "display.theme", "display.color", "display.mouse", "display.spinner", "display.dates", "display.numbers": return .display
        case "connection.server", "connection.environment", "connection.role", "connection.timeout", "connection.verify-tls",
             "approvals.approve-orchestration", "approvals.reject-orchestration",
             "approvals.forward-orchestration": return .session
        case "data.default-branch", "inventory.branches": return .branchData
        case "connection.user", "connection.device-name", "data.refresh-on-start", "data.diagnostic-log", "display.default-view": return .later
        default: return .scene
        }
    }
}
