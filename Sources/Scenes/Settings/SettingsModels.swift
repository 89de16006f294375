import Resources
import SceneKit

/// Requests, responses and view models of the settings screen.
public enum SettingsScreen {
    /// What a row of the screen is.
    public enum Item: Sendable, Equatable {
        case heading(String)
        case setting(String)
        /// A key binding of one scope ("global", "orders").
        case key(scope: String, action: Action)
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

    public enum Load {
        public struct Response: Sendable, Equatable {
            public var items: [Item]
            public var settings: Settings
            public var keyTable: KeyTable
        }
        public struct ViewModel: Sendable, Equatable {
            public struct Row: Sendable, Equatable {
                /// What the row is: a change of it names this in its request.
                public var item: Item
                public var label: String
                public var value: String
                public var source: String
                public var summary: String
                public var isHeading: Bool
                public var editing: Editing
            }
            public var rows: [Row]
        }
    }

    public enum Change {
        public struct Request: Sendable, Equatable {
            public var item: Item
            /// The text typed; nil steps a toggle or choice to its next value.
            public var text: String?
            public init(item: Item, text: String?) {
                self.item = item
                self.text = text
            }
        }
        public enum Response: Sendable, Equatable {
            case saved(label: String, value: String, note: String?)
            case invalid(String)
            case notSaved(label: String, why: String)
            case progress(String)
            case done(String)
            case failed(String)
        }
        public struct ViewModel: Sendable, Equatable {
            public var message: String
            public var kind: StatusMessage.Kind
            /// True when the edit field stays open (the text was refused).
            public var keepEditing: Bool
        }
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
    case reloadFoundation = "Reload foundation data now"
    case clearCache = "Clear cached data"
    case logOut = "Log out"

    var summary: String {
        switch self {
        case .testConnection: return "Ask the server whether the session is valid, and how long it takes to answer"
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
             "approvals.approve-orchestration", "approvals.reject-orchestration": return .session
        case "data.default-branch", "inventory.branches": return .branchData
        case "connection.user", "connection.device-name", "data.refresh-on-start", "data.diagnostic-log": return .later
        default: return .scene
        }
    }
}
