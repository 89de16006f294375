import Foundation
import Store

/// One application stack of `/jderest/v2/appstack` (contract §5.2): the forms open in it, bottom first, and
/// what the next request must send back (`stackId`, `stateId`, `rid`). It belongs to the session (token)
/// that opened it.
struct AppStack: Sendable {
    var stackId = 0
    var rid = ""
    var stateId = 1
    let token: String
    let username: String
    /// The P43081 version the stack was opened with (`ZJDE0001`), in `currentApp`.
    let version: String
    /// Answer with `z_ALIAS_ID` keys (true) or data-dictionary names (false).
    let aliasNaming: Bool
    /// The most rows W43081A's grid shows (`maxPageSize`, capped by the server).
    let pageSize: Int
    /// The forms, bottom first. Kept as `StoredForm`s, not as the enum: a multi-payload enum packs its case
    /// into the spare bits of a payload's reference, where LeakSanitizer cannot see it, so a stack alive at
    /// exit read as leaked rows (`make check`); the enum is for the code that reads and changes them.
    var forms: [P43081Form] {
        get { storedForms.map(\.form) }
        set { storedForms = newValue.map(StoredForm.init) }
    }
    private var storedForms: [StoredForm] = []
    var lastUsed: Date

    var top: P43081Form { forms[forms.count - 1] }

    init(stackId: Int = 0, rid: String = "", stateId: Int = 1, token: String, username: String, version: String,
         aliasNaming: Bool, pageSize: Int, forms: [P43081Form], lastUsed: Date) {
        self.stackId = stackId
        self.rid = rid
        self.stateId = stateId
        self.token = token
        self.username = username
        self.version = version
        self.aliasNaming = aliasNaming
        self.pageSize = pageSize
        self.lastUsed = lastUsed
        self.forms = forms
    }
}

/// A form as a stack keeps it: a struct of optionals, whose references LeakSanitizer sees. `init` sets
/// exactly one of them.
private struct StoredForm: Sendable {
    private var orders: OrdersForm?
    private var review: ReviewForm?

    init(_ form: P43081Form) {
        switch form {
        case .orders(let form): orders = form
        case .review(let form): review = form
        }
    }

    var form: P43081Form {
        if let review { return .review(review) }
        guard let orders else { preconditionFailure("a stored form holds one form") }
        return .orders(orders)
    }
}

/// A form open in an application stack, with what it shows and which grid rows are selected.
enum P43081Form: Sendable, Equatable {
    case orders(OrdersForm)
    case review(ReviewForm)

    var formId: String {
        switch self {
        case .orders: return "W43081A"
        case .review: return "W43081B"
        }
    }

    var rowCount: Int {
        switch self {
        case .orders(let form): return form.rows.count
        case .review(let form): return form.rows.count
        }
    }
}

/// W43081A *Work With Orders Awaiting Approval*: the query it was opened with, the rows its last Find read.
struct OrdersForm: Sendable, Equatable {
    var query: FormQuery
    var rows: [GridRow] = []
    var moreRecords = false
    /// Selected row indexes, in the order they were selected (Review takes the last).
    var selected: [Int] = []
}

/// W43081B *Approval Review*: the order under review and its lines as read when the form opened.
struct ReviewForm: Sendable, Equatable {
    let order: OrderKey
    var rows: [GridRow]
    var selected: Set<Int> = []
}

/// One grid row as read from the tables: values by alias, and whether it has attachments (`MOExist`).
struct GridRow: Sendable, Equatable {
    var values: [String: SQLValue]
    var hasMedia = false
}

/// The application stacks alive, by session. A session keeps at most `maximumPerSession`; its stacks go when
/// it logs out or its token expires. A request claims a stack (its `stateId` moves on at once, so a second
/// request with the same state is stale) and commits the stack's new forms when it is done.
final class AppStackStore: Sendable {
    static let maximumPerSession = 16

    private struct State {
        var stacks: [Int: AppStack] = [:]
        var lastStackId = 0
    }

    private let state = Locked(State())
    private let isAlive: @Sendable (String) -> Bool
    private let ridLength: @Sendable () -> Int

    /// `isAlive` tells whether a token's session still lives; stacks of a dead session are forgotten.
    init(isAlive: @escaping @Sendable (String) -> Bool, ridLength: @escaping @Sendable () -> Int = { 16 }) {
        self.isAlive = isAlive
        self.ridLength = ridLength
    }

    /// Keeps a new stack and answers it with its `stackId`, `rid` and `stateId` 1; refused when its session
    /// already has `maximumPerSession` stacks open.
    func open(_ stack: AppStack) throws -> AppStack {
        try state.withLock { (s: inout State) throws -> AppStack in
            prune(&s)
            let owned = s.stacks.values.filter { $0.token == stack.token }.count
            guard owned < Self.maximumPerSession else {
                throw ServiceError("Too many application stacks open: a session may keep \(Self.maximumPerSession) at most; "
                                   + "close one (action close) before opening another")
            }
            s.lastStackId += 1
            var kept = stack
            kept.stackId = s.lastStackId
            kept.rid = RandomBytes.hex(ridLength())
            kept.stateId = 1
            s.stacks[kept.stackId] = kept
            return kept
        }
    }

    /// The stack `stackId` of the session `token`, its `stateId` moved on by one; refused when the stack is
    /// unknown, another session's or forgotten, when `rid` is not its own, or when `stateId` is not its
    /// current state (nil: any state, for `close`).
    func claim(stackId: Int, stateId: Int?, rid: String, token: String, now: Date = Date()) throws -> AppStack {
        try state.withLock { (s: inout State) throws -> AppStack in
            guard var stack = s.stacks[stackId], stack.token == token else {
                throw ServiceError("Application stack \(stackId) not found")
            }
            guard stack.rid == rid else {
                throw ServiceError("Application stack \(stackId): the rid \(rid.prefix(20)) is not this stack's")
            }
            if let stateId, stateId != stack.stateId {
                throw ServiceError("Application stack \(stackId): stateId \(stateId) is stale; "
                                   + "the stack is at state \(stack.stateId)")
            }
            stack.stateId += 1
            stack.lastUsed = now
            s.stacks[stackId] = stack
            return stack
        }
    }

    /// Keeps what a request made of the stack it claimed, unless the stack was closed or claimed again since.
    func commit(_ stack: AppStack) {
        state.withLock { s in
            guard let current = s.stacks[stack.stackId], current.stateId == stack.stateId else { return }
            s.stacks[stack.stackId] = stack
        }
    }

    /// Gives a claimed stack back unchanged, at the state it had before the claim (a refused request).
    func release(_ stack: AppStack) {
        state.withLock { s in
            guard let current = s.stacks[stack.stackId], current.stateId == stack.stateId + 1 else { return }
            s.stacks[stack.stackId] = stack
        }
    }

    func close(stackId: Int) {
        state.withLock { s in s.stacks[stackId] = nil }
    }

    /// Forgets every stack of a session (its logout).
    func removeAll(token: String) {
        state.withLock { s in s.stacks = s.stacks.filter { $0.value.token != token } }
    }

    /// Forgets every stack now; answers how many there were.
    func expireAll() -> Int {
        state.withLock { s in
            prune(&s)
            defer { s.stacks.removeAll() }
            return s.stacks.count
        }
    }

    /// The stacks open in live sessions.
    var open: [AppStack] {
        state.withLock { s in
            prune(&s)
            return s.stacks.values.sorted { $0.stackId < $1.stackId }
        }
    }

    /// Forgets the stacks of sessions that ended without a logout (expired, ended by the admin endpoint).
    private func prune(_ s: inout State) {
        var alive: [String: Bool] = [:]
        s.stacks = s.stacks.filter { _, stack in
            if let known = alive[stack.token] { return known }
            let live = isAlive(stack.token)
            alive[stack.token] = live
            return live
        }
    }
}
