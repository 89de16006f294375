/// Requests, responses and view models of the re-authentication dialog.
public enum Reauthentication {
    /// The server wants the password again (asked by the session gate, perhaps after a wrong one).
    public enum Ask {
        public struct Request: Sendable, Equatable {
            /// Why the last answer did not do (a wrong password), or nil the first time.
            public var problem: String?
            public init(problem: String?) { self.problem = problem }
        }
    }

    /// The user's answer.
    public enum Answer {
        public struct Request: Sendable, Equatable {
            public var password: String
            public init(password: String) { self.password = password }
        }
    }

    /// The question as it stands.
    public enum Question {
        public struct Response: Sendable, Equatable {
            public var username: String
            public var server: String
            public var problem: String?
            /// An answer was given and the gate is logging in with it.
            public var busy: Bool
            /// A new question: whatever was typed before is gone.
            public var isNew: Bool
        }
        public struct ViewModel: Sendable, Equatable {
            public var title: String
            /// What happened and what to do, a sentence a line.
            public var explanation: [String]
            /// The way out, said beneath ("Esc logs out.").
            public var hint: String
            public var problem: String?
            /// Said while an answer is being tried ("Logging in…").
            public var status: String?
            public var busy: Bool
            /// The password field starts empty.
            public var clearsPassword: Bool
        }
    }
}
