/// One form action of an application stack request (contract §5.2): what a person would do on the form.
public enum FormAction: Sendable, Equatable {
    /// `SelectRow` `<grid>.<rowIndex>`: on W43081A it replaces the selection, on W43081B it adds a line.
    case selectRow(grid: Int, rowIndex: Int)
    /// `SelectAllRows` `<grid>`.
    case selectAllRows(grid: Int)
    /// `DoAction` on a button or row exit.
    case doAction(Int)
    /// `SetControlValue` of an editable control (a site's remark field).
    case setControlValue(id: Int, value: String)

    /// The action as AIS reads it: `{"command": …, "controlID": …}` (and `"value"`).
    public var json: JSONValue {
        switch self {
        case .selectRow(let grid, let row):
            return .object([("command", .string("SelectRow")), ("controlID", .string("\(grid).\(row)"))])
        case .selectAllRows(let grid):
            return .object([("command", .string("SelectAllRows")), ("controlID", .string(String(grid)))])
        case .doAction(let id):
            return .object([("command", .string("DoAction")), ("controlID", .string(String(id)))])
        case .setControlValue(let id, let value):
            return .object([("command", .string("SetControlValue")), ("controlID", .string(String(id))),
                            ("value", .string(value))])
        }
    }
}

/// A condition of the query that narrows a form's grid on `open`: `1[22] EQUAL 4001`.
public struct FormCondition: Sendable, Equatable {
    public var grid: Int
    public var column: Int
    public var op: String
    public var values: [String]

    public init(grid: Int = 1, column: Int, op: String = "EQUAL", values: [String]) {
        self.grid = grid
        self.column = column
        self.op = op
        self.values = values
    }

    var json: JSONValue {
        let literals = values.map { JSONValue.object([("content", .string($0)), ("specialValueId", .string("LITERAL"))]) }
        return .object([("controlId", .string("\(grid)[\(column)]")), ("operator", .string(op)), ("value", .array(literals))])
    }
}

/// What `open` asks for: the form (`P43081_W43081A`) of an application's version, how its answers are
/// written, the query that narrows its grid and the actions to take at once.
public struct FormOpenRequest: Sendable, Equatable {
    public var formName: String
    public var version: String
    /// Grid cells keyed `z_<ALIAS>_<id>`, which a site's data dictionary cannot rename.
    public var aliasNaming: Bool
    public var maxPageSize: Int
    /// Find as the form opens (AIS `autoFind`); false leaves finding to a `DoAction` of `formActions`.
    public var autoFind: Bool
    public var matchAll: Bool
    public var conditions: [FormCondition]
    public var formActions: [FormAction]

    public init(formName: String, version: String, aliasNaming: Bool = true, maxPageSize: Int = 100,
                autoFind: Bool = false, matchAll: Bool = true, conditions: [FormCondition] = [],
                formActions: [FormAction] = []) {
        self.formName = formName
        self.version = version
        self.aliasNaming = aliasNaming
        self.maxPageSize = maxPageSize
        self.autoFind = autoFind
        self.matchAll = matchAll
        self.conditions = conditions
        self.formActions = formActions
    }

    /// The `open` body without the token (`AISRequester.post` adds it).
    var body: [(key: String, value: JSONValue)] {
        var form: [(key: String, value: JSONValue)] = [
            ("formName", .string(formName)), ("version", .string(version)), ("formServiceAction", .string("R")),
            ("aliasNaming", .bool(aliasNaming)), ("maxPageSize", .string(String(maxPageSize))),
        ]
        if autoFind || !conditions.isEmpty {
            form.append(("query", .object([("autoFind", .bool(autoFind)),
                                           ("matchType", .string(matchAll ? "MATCH_ALL" : "MATCH_ANY")),
                                           ("condition", .array(conditions.map(\.json)))])))
        }
        form.append(("formActions", .array(formActions.map(\.json))))
        return [("action", .string("open")), ("formRequest", .object(form))]
    }
}
