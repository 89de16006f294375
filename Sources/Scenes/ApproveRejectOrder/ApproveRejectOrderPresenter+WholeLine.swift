import Foundation

extension ApproveRejectOrderPresenter {
    /// One line as Enter on it shows it: every field the store holds of it, none cut to a column's width,
    /// its remark, and what changed in it since the approver last opened the order.
    func wholeLine(_ line: OrderDetailFacts.Line, of order: OrderID, currency: String,
                   changes: OrderChangeFacts?) -> ApproveRejectOrder.Load.WholeLine {
        typealias Field = ApproveRejectOrder.Load.ViewModel.Field
        let number = numbers.lineNumber(line.lineNumber)
        var fields = [Field(label: "Item", value: line.item + (line.shortItem == 0 ? "" : " (short number \(line.shortItem))")),
                      Field(label: "Description", value: line.description)]
        if !line.description2.isEmpty { fields.append(Field(label: "", value: line.description2)) }
        let status = line.lastStatusName.map { "\(line.lastStatus) \($0)" } ?? line.lastStatus
        fields += [
            Field(label: "Line type", value: line.lineType),
            Field(label: "Branch", value: line.branch),
            Field(label: "Quantity", value: "\(quantity(line.quantity)) \(line.unit)"),
            Field(label: "Unit cost", value: "\(numbers.amount(line.unitCost, decimals: 4)) \(currency)"),
            Field(label: "Amount", value: "\(numbers.amount(line.amount)) \(currency)"),
            Field(label: "Requested", value: dates.format(line.requestedDate)),
            Field(label: "Status", value: status + (line.nextStatus.isEmpty ? "" : ", next \(line.nextStatus)")),
        ]
        if line.rejected { fields.append(Field(label: "Decision", value: "rejected")) }
        if !line.remark.isEmpty { fields.append(Field(label: "Remark", value: line.remark)) }
        if let change = changes?.changed.first(where: { $0.after.lineNumber == line.lineNumber }) {
            fields.append(Field(label: "Changed", value: OrderChangeWording.changedLine(change, numbers: numbers)))
        } else if changes?.added.contains(where: { $0.lineNumber == line.lineNumber }) == true {
            fields.append(Field(label: "Changed", value: "added since you last opened the order"))
        }
        return .init(title: "Line \(number) of order \(order.number) \(order.type) \(order.company)", fields: fields)
    }
}

extension ApproveRejectOrderPresenter {
    /// What starts a remarked line's description in the lines table: `¶` and a space (`#` where the
    /// terminal shows ASCII alone), in the column that always shows, so the table is no wider for it;
    /// Enter on the line shows the remark.
    static let remarkMark = "¶ "

    static func remarkMark(_ line: OrderDetailFacts.Line) -> String {
        line.remark.isEmpty ? "" : remarkMark
    }
}
