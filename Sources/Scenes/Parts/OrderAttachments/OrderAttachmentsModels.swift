/// Enter on an attachment of the order shown: a text read, a file or a link opened.
extension ApproveRejectOrder {
    /// Enter on a file or a link: it was opened with the opener, or why not.
    public enum OpenAttachment {
        public struct Response: Sendable, Equatable {
            public enum Outcome: Sendable, Equatable {
                /// Being read or handed to the opener.
                case opening
                case opened
                case failed(String)
            }
            /// The file's name or the link.
            public var what: String
            public var size: Int?
            public var outcome: Outcome
        }
        public struct ViewModel: Sendable, Equatable {
            public var message: String
            public var isError: Bool
            public var isDone: Bool
        }
    }

    public enum ReadAttachment {
        public struct Response: Sendable, Equatable {
            public var title: String
            public var text: String?
            public var error: String?
        }
        public struct ViewModel: Sendable, Equatable {
            public var title: String
            public var lines: [String]
            public var isError: Bool
        }
    }
}
