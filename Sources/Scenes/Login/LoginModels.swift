/// Requests, responses and view models of the Login scene.
public enum Login {
    public enum Field: Int, CaseIterable, Sendable {
        case server, environment, role, user, password

        public var label: String {
            switch self {
            case .server: return "Server"
            case .environment: return "Environment"
            case .role: return "Role"
            case .user: return "User"
            case .password: return "Password"
            }
        }
    }

    public enum Form {
        public struct Response: Sendable, Equatable {
            public var server, environment, role, user: String
            public var demoUser: String?
            public var demoPassword: String?
            public var notice: String?
        }
        public struct ViewModel: Sendable, Equatable {
            /// Field values to start with, in `Field` order.
            public var values: [String]
            /// The field that gets the cursor first.
            public var focus: Field
            public var hint: String?
            public var notice: String?
        }
    }

    public enum Submit {
        public struct Request: Sendable, Equatable {
            public var server, environment, role, user, password: String
            public init(server: String, environment: String, role: String, user: String, password: String) {
                self.server = server
                self.environment = environment
                self.role = role
                self.user = user
                self.password = password
            }
        }
        public enum Response: Sendable, Equatable {
            case inProgress(server: String)
            case failed(field: Field?, message: String)
            case succeeded(name: String)
        }
        public struct ViewModel: Sendable, Equatable {
            public var busy: Bool
            public var status: String?
            public var error: String?
            public var errorField: Field?
        }
    }
}
