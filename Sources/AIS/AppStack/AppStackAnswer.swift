/// Where an application stack stands on the server: what the next `execute` or `close` must send back
/// (contract §5.2), and the session that opened it, since a stack belongs to one session and its steps
/// are sent with that session's token only.
public struct AppStackState: Sendable, Equatable, CustomStringConvertible {
    public var stackId: Int
    public var stateId: Int
    public var rid: String
    /// The session whose token opened the stack (after a renewal on the way, the renewed one).
    public let session: AISSession

    public init(stackId: Int, stateId: Int, rid: String, session: AISSession) {
        self.stackId = stackId
        self.stateId = stateId
        self.rid = rid
        self.session = session
    }

    /// Never prints the token.
    public var description: String { "stack \(stackId) state \(stateId)" }
}

/// A header control of a form or a cell of its grid: `{"id", "internalValue", "value", "title", …}`.
/// Its texts are the server's, untrusted (§8): make them inert before showing them.
public struct FormControl: Sendable, Equatable {
    /// The key it came under: `z_DOCO_22` with alias naming, `mnOrderNumber_22` without.
    public var key: String
    public var id: Int?
    /// The data item of a `z_<ALIAS>_<id>` key; nil for other keys.
    public var alias: String?
    /// As the server sent it: a number for numbers, a (blank-padded) string for codes and texts.
    public var internalValue: JSONValue
    /// As the user reads it (the user's date and number formats).
    public var value: String
    public var title: String

    public init(key: String, id: Int?, alias: String?, internalValue: JSONValue, value: String, title: String) {
        self.key = key
        self.id = id
        self.alias = alias
        self.internalValue = internalValue
        self.value = value
        self.title = title
    }

    /// The value as text with its blanks trimmed (`"  OP"` → `OP`); the internal value first.
    public var text: String { (internalValue.text ?? value).trimmingBlanks }
    public var int: Int? { internalValue.int ?? JSONValue.string(value).int }
    public var double: Double? { internalValue.double ?? JSONValue.string(value).double }

    /// `z_DOCO_22` → (`DOCO`, 22); `mnOrderNumber_22` → (nil, 22); anything else → (nil, nil).
    static func parts(of key: String) -> (alias: String?, id: Int?) {
        guard let last = key.lastIndex(of: "_") else { return (nil, nil) }
        let id = Int(key[key.index(after: last)...])
        // The alias lies between `z_` and the last `_`; `z_5` has none (a fuzzed key once cut a range backwards).
        let rest = key.dropFirst(2)
        guard key.hasPrefix("z_"), id != nil, let cut = rest.lastIndex(of: "_"), cut > rest.startIndex else {
            return (nil, id)
        }
        return (String(rest[..<cut]), id)
    }
}

/// A row of a form's grid: its `rowIndex` (what `SelectRow 1.N` names, in this stack only) and its cells.
public struct FormGridRow: Sendable, Equatable {
    public var rowIndex: Int
    public var cells: [FormControl]
    /// `MOExist`: the row's record has attachments.
    public var hasAttachments: Bool

    public init(rowIndex: Int, cells: [FormControl], hasAttachments: Bool = false) {
        self.rowIndex = rowIndex
        self.cells = cells
        self.hasAttachments = hasAttachments
    }

    /// The cell of a data item (`DOCO`), found by alias whatever its id on this site's version.
    public func cell(alias: String) -> FormControl? { cells.first { $0.alias == alias } }
    public func cell(id: Int) -> FormControl? { cells.first { $0.id == id } }
}

/// A column of a form's grid as its `columns` names it: key, alias, id, title.
public struct FormGridColumn: Sendable, Equatable {
    public var key: String
    public var alias: String?
    public var id: Int?
    public var title: String
}

/// A form's grid: its columns, rows and whether more rows matched than were sent.
public struct FormGrid: Sendable, Equatable {
    public var id: Int
    public var columns: [FormGridColumn]
    public var rows: [FormGridRow]
    public var moreRecords: Bool

    public func column(alias: String) -> FormGridColumn? { columns.first { $0.alias == alias } }
}

/// A form error or warning: `{"CODE", "TITLE", "DESC", "MOBILE", "ERRORCONTROL"}`, texts untrusted.
public struct FormMessage: Sendable, Equatable {
    public var code: String
    public var title: String
    public var description: String
    public var mobile: String
    /// The id of the control the message is about (the button pressed), as sent.
    public var control: String

    public init(code: String, title: String, description: String, mobile: String, control: String) {
        self.code = code
        self.title = title
        self.description = description
        self.mobile = mobile
        self.control = control
    }

    /// What to show (contract §5.2): `MOBILE`, else `TITLE`, else `DESC`, blanks trimmed, capped.
    public var reason: String {
        for text in [mobile, title, description] {
            let trimmed = text.trimmingBlanks
            if !trimmed.isEmpty { return AISError.capped(trimmed) }
        }
        return code.isEmpty ? "the form refused the action" : "form error \(AISError.capped(code, 20))"
    }
}

/// A form as an application stack's answer shows it: the one on top of the stack.
public struct StackForm: Sendable, Equatable {
    /// `P43081`.
    public var application: String
    /// `W43081A`.
    public var formId: String
    public var title: String
    /// The header controls, in the answer's order.
    public var controls: [FormControl]
    public var grid: FormGrid?
    public var errors: [FormMessage]
    public var warnings: [FormMessage]

    public func control(id: Int) -> FormControl? { controls.first { $0.id == id } }
    public func control(alias: String) -> FormControl? { controls.first { $0.alias == alias } }
    public var rows: [FormGridRow] { grid?.rows ?? [] }
}

/// An answer to `open` or `execute`: the form now on top of the stack and the stack's new state.
public struct AppStackAnswer: Sendable, Equatable {
    public var form: StackForm
    public var state: AppStackState
    /// `P43081_W43081A_ZJDE0001`.
    public var currentApp: String
}
