import SceneKit

/// Requests, responses and view models of the help overlay.
public enum Help {
    /// The keys help lists: the scene's own, then those that work everywhere.
    public enum Keys {
        /// One binding as help names it.
        public struct Binding: Sendable, Equatable {
            /// The keys as the bar shows them ("a", "j/↓").
            public var keys: String
            /// What they do, as a sentence.
            public var help: String

            public init(keys: String, help: String) {
                self.keys = keys
                self.help = help
            }
        }
        public struct Response: Sendable, Equatable {
            /// The scope of the scene help was asked from (`.orders`).
            public var scope: KeyScope
            /// That scene's own keys, in the key table's order.
            public var scene: [Binding]
            /// The keys that work everywhere.
            public var global: [Binding]
        }
        public struct ViewModel: Sendable, Equatable {
            /// A heading, a blank line, or a key and what it does.
            public struct Line: Sendable, Equatable {
                public var key: String
                public var text: String
                public var isHeading: Bool
            }
            /// A heading per scope, then key and sentence; a blank line between the scopes.
            public var lines: [Line]
        }
    }
}
