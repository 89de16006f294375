/// What went wrong in the store, with SQLite's own message.
public struct StoreError: Error, Sendable, CustomStringConvertible, Equatable {
    public enum Kind: Sendable, Equatable {
        case cannotOpen       // the file or its folder cannot be opened or created
        case corrupt          // not a database, or a damaged one
        case busy             // locked by another process past the busy timeout
        case constraint       // a UNIQUE, NOT NULL, CHECK or foreign key rule
        case readOnly
        case full
        case misuse           // a programming error: bad SQL, wrong parameter count
        case other(Int32)
    }

    public let kind: Kind
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(kind: Kind, code: Int32, message: String, sql: String? = nil) {
        self.kind = kind
        self.code = code
        self.message = message
        self.sql = sql
    }

    public var description: String {
        if let sql { return "SQLite error \(code): \(message) [\(sql.prefix(200))]" }
        return "SQLite error \(code): \(message)"
    }
}
