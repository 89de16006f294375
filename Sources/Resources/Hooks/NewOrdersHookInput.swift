import Foundation

/// What the `hooks.on-new` program reads on its standard input: one JSON object,
/// `{"event": "new-orders", "orders": [ … ]}`, each order with `number`, `type`, `company`, `suffix`,
/// `supplier`, `supplierName`, `originator`, `originatorName`, `amount`, `currency`, `orderDate`
/// (ISO `yyyy-MM-dd`, the text the server sent when it names no day, or null), `branch` and `lines`.
/// Names are the server's text, JSON-escaped: a program that shows them makes them inert first.
enum NewOrdersHookInput {
    static func json(_ orders: [OrderQueueRow]) -> Data {
        let list: [[String: Any]] = orders.map { order in
            [
                "number": order.key.number, "type": order.key.type, "company": order.key.company, "suffix": order.key.suffix,
                "supplier": order.supplier, "supplierName": order.supplierName,
                "originator": order.originator, "originatorName": order.originatorName,
                "amount": order.amount, "currency": order.currency,
                "orderDate": order.orderDate.map { $0.stored as Any } ?? NSNull(),
                "branch": order.branch, "lines": order.lineCount,
            ]
        }
        let object: [String: Any] = ["event": "new-orders", "orders": list]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
