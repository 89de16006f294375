import Foundation
import Store

/// Writes the answers of `/jderest/v2/appstack` (contract §5.2): the form on top of a stack as
/// `fs_P43081_<form>` with its header controls, grid (`columns`, `rowset`, `summary`), `errors` and
/// `warnings`, and the stack's top-level fields.
struct FormWriter {
    static let application = "P43081"

    let controls: P43081Controls
    let user: UserAccount
    let aliasNaming: Bool
    let shapes: ResponseShapes
    let hostile: Bool

    /// The whole answer for `stack`, its top form carrying `errors`.
    func answer(_ stack: AppStack, errors: [JSONValue], now: Date) -> JSONValue {
        let top = stack.top
        return [
            "fs_\(Self.application)_\(top.formId)": form(top, errors: errors),
            "stackId": .int(stack.stackId), "stateId": .int(stack.stateId), "rid": .string(stack.rid),
            "currentApp": .string(Self.currentApp(top.formId, version: stack.version)),
            "timeStamp": .string(Timestamps.dataService(now)), "sysErrors": [],
        ]
    }

    /// `P43081_W43081A_ZJDE0001`.
    static func currentApp(_ formId: String, version: String) -> String { "\(application)_\(formId)_\(version)" }

    private func form(_ form: P43081Form, errors: [JSONValue]) -> JSONValue {
        var data: [(String, JSONValue)] = []
        let title: String, columns: [FormColumn], rows: [GridRow], more: Bool
        switch form {
        case .orders(let orders):
            title = "Work With Orders Awaiting Approval"
            (columns, rows, more) = (controls.orderColumns, orders.rows, orders.moreRecords)
        case .review(let review):
            title = "Approval Review"
            (columns, rows, more) = (controls.lineColumns, review.rows, false)
            let header: [String: SQLValue] = ["DOCO": .integer(Int64(review.order.number)), "DCTO": .text(review.order.type),
                                              "KCOO": .text(review.order.company)]
            data = controls.header.map { ($0.key(aliasNaming: aliasNaming), cell($0, header[$0.alias] ?? .null)) }
        }
        let rowset = rows.enumerated().map { index, row -> JSONValue in
            .object([("rowIndex", .int(index)), ("MOExist", .bool(row.hasMedia))]
                    + columns.map { ($0.key(aliasNaming: aliasNaming), cell($0, row.values[$0.alias] ?? .null)) })
        }
        data.append(("gridData", [
            "id": .int(P43081Controls.gridId), "fullGridId": .string(String(P43081Controls.gridId)),
            "columns": .object(columns.map { ($0.key(aliasNaming: aliasNaming), .string($0.title)) }),
            "rowset": .array(rowset), "summary": ["records": .int(rows.count), "moreRecords": .bool(more)],
        ]))
        return ["title": .string(title), "data": .object(data), "errors": .array(errors), "warnings": []]
    }

    /// `{id, internalValue, value, title, longName, dataType, visible, editable}`.
    func cell(_ column: FormColumn, _ stored: SQLValue) -> JSONValue {
        let (internalValue, value) = values(column, stored)
        return [
            "id": .int(column.id), "internalValue": internalValue, "value": value, "title": .string(column.title),
            "longName": .string(column.key(aliasNaming: false)), "dataType": .int(column.dataType),
            "visible": true, "editable": false,
        ]
    }

    private func values(_ column: FormColumn, _ stored: SQLValue) -> (JSONValue, JSONValue) {
        switch column.kind {
        case .number(let decimals):
            guard let number = stored.double else { return (.null, "") }
            return (RealShapes.number(number), .string(Self.display(number, decimals: decimals, separator: user.decimalFormat)))
        case .code:
            let text = blank(stored.string ?? "")
            return (.string(text), .string(text))
        case .text:
            let text = blank(stored.string ?? "")
            let written: JSONValue = hostile ? HostileText.corrupt(text) : .string(text)
            return (written, written)
        case .date:
            let iso = stored.string ?? ""
            guard let day = Self.day(iso: iso) else { return (.null, "") }
            return (.string(String(day.daysSinceEpoch * 86_400_000)), .string(user.dateFormat.format(iso: iso)))
        }
    }

    private func blank(_ text: String) -> String { shapes == .real ? RealShapes.text(text) : text }

    /// A number as the user reads it: `decimals` places (nil: as many as it has), the user's separator.
    static func display(_ number: Double, decimals: Int?, separator: String) -> String {
        let text: String
        if let decimals {
            text = String(format: "%.\(decimals)f", number)
        } else {
            text = number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
        return separator == "." ? text : text.replacingOccurrences(of: ".", with: separator)
    }

    static func day(iso: String) -> CalendarDay? {
        let parts = iso.split(separator: "-")
        guard iso.count == 10, parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              CalendarDay.isValid(year: y, month: m, day: d) else { return nil }
        return CalendarDay(year: y, month: m, day: d)
    }
}
