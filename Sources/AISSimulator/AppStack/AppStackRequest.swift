/// One entry of `formActions` (contract §5.2), read and checked before any of them is carried out.
enum FormAction: Sendable, Equatable {
    /// `SelectRow 1.N`: row N of the grid (W43081A: the one row; W43081B: one more line).
    case selectRow(Int)
    /// `SelectAllRows 1`.
    case selectAllRows
    /// `DoAction ID`: a button or row exit.
    case doAction(Int)
    /// `SetControlValue`: accepted and ignored (no control of these forms is editable here).
    case setControlValue
}

/// Reading the parts of an appstack request: form actions, stack ids, flags and page size.
extension AppStackService {
    static let largestRowIndex = 1_000_000

    /// The `formActions` of a request (absent: none).
    static func actions(_ value: JSONValue?) throws(ServiceError) -> [FormAction] {
        guard let value, value != .null else { return [] }
        guard let items = value.arrayValue else { throw ServiceError("formActions must be an array", status: 400) }
        guard items.count <= maximumActions else {
            throw ServiceError("At most \(maximumActions) form actions in one request", status: 400)
        }
        return try items.map { item throws(ServiceError) in try action(item) }
    }

    private static func action(_ item: JSONValue) throws(ServiceError) -> FormAction {
        guard let command = item["command"]?.stringValue else {
            throw ServiceError("Each form action needs a command (SelectRow, SelectAllRows, DoAction)", status: 400)
        }
        let control = (item["controlID"] ?? item["controlId"])?.lenientString?.trimmingCharacters(in: .whitespaces)
        let grid = String(P43081Controls.gridId)
        switch command {
        case "SelectRow":
            let parts = control?.split(separator: ".", omittingEmptySubsequences: false) ?? []
            guard parts.count == 2, parts[0] == grid, let index = Int(parts[1]), (0...largestRowIndex).contains(index) else {
                throw ServiceError("SelectRow needs a controlID 1.N (grid 1, row N from 0), not "
                                   + (control?.prefix(30).description ?? "nothing"), status: 400)
            }
            return .selectRow(index)
        case "SelectAllRows":
            guard control == nil || control == grid else {
                throw ServiceError("SelectAllRows needs the controlID of grid 1, not \(control?.prefix(30) ?? "")", status: 400)
            }
            return .selectAllRows
        case "DoAction":
            guard let control, let id = Int(control), id > 0, id < 1_000_000 else {
                throw ServiceError("DoAction needs the id of a button or exit (a number), not "
                                   + (control?.prefix(30).description ?? "nothing"), status: 400)
            }
            return .doAction(id)
        case "SetControlValue":
            return .setControlValue
        default:
            throw ServiceError("Unknown form action \(command.prefix(30)); "
                               + "use SelectRow, SelectAllRows, DoAction or SetControlValue", status: 400)
        }
    }

    /// `stackId`, `stateId` (nil when absent and not required) and `rid` of an execute or close.
    static func stackIds(_ body: JSONValue, stateRequired: Bool) throws(ServiceError) -> (Int, Int?, String) {
        func number(_ name: String) -> Int? {
            guard let n = body[name]?.lenientDouble, n.rounded() == n, n >= 0, n < 1e12 else { return nil }
            return Int(n)
        }
        guard let stackId = number("stackId") else { throw ServiceError("stackId is required (a whole number)", status: 400) }
        guard let rid = body["rid"]?.stringValue, !rid.isEmpty else { throw ServiceError("rid is required", status: 400) }
        let stateId = number("stateId")
        if stateRequired, stateId == nil { throw ServiceError("stateId is required (a whole number)", status: 400) }
        return (stackId, stateId, rid)
    }

    /// A boolean sent as `true`/`false` or as the text of one; absent is false.
    static func flag(_ value: JSONValue?, _ name: String) throws(ServiceError) -> Bool {
        guard let value, value != .null else { return false }
        if let b = value.boolValue { return b }
        switch value.stringValue?.lowercased() {
        case "true": return true
        case "false": return false
        default: throw ServiceError("\(name) must be true or false", status: 400)
        }
    }

    /// `maxPageSize` as a string or number, or `No Max`; absent: 100; capped by the server.
    func pageSize(_ value: JSONValue?) throws(ServiceError) -> Int {
        guard let value, value != .null else { return min(Self.defaultPageSize, pageSizeCap) }
        if value.stringValue?.trimmingCharacters(in: .whitespaces).lowercased() == "no max" { return pageSizeCap }
        guard let n = value.lenientDouble, n.rounded() == n, n >= 1 else {
            throw ServiceError("maxPageSize must be a whole number from 1, or \"No Max\"", status: 400)
        }
        return n >= Double(pageSizeCap) ? pageSizeCap : Int(n)
    }

    /// The form a `formOID` names: `W43081A`, `P43081_W43081A` or `P43081_W43081A_ZJDE0001` all name W43081A.
    static func formId(_ formOID: String) -> String {
        let parts = formOID.split(separator: "_")
        if parts.count >= 2, parts[0] == Substring(FormWriter.application) { return String(parts[1]) }
        return formOID
    }
}
