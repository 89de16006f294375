import Resources

/// The filter dialog's fields, read as a filter: lists of codes, and amount and day ranges in the user's
/// number format; and a filter written back as fields.
struct FilterFields {
    let request: OrdersAwaitingApproval.Filter.Request
    let numbers: NumberStyle

    init(_ request: OrdersAwaitingApproval.Filter.Request, numbers: NumberStyle) {
        self.request = request
        self.numbers = numbers
    }

    /// The filter the fields say; nil, with `refuse` told which field and why, when one is refused or an
    /// upper bound is below its lower one.
    func filter(refusing refuse: (Int, String) -> Void) -> QueueFilter? {
        func list(_ text: String) -> [String] {
            text.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
                .filter { !$0.isEmpty }
        }
        /// A field read with `read`: .some(nil) when it is empty, nil when `read` refuses it.
        func field<T>(_ text: String, _ read: (String) -> T?) -> T?? {
            let text = text.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { return .some(nil) }
            return read(text).map { .some($0) }
        }
        func bounds<T: Comparable>(_ low: String, _ high: String, at index: Int, _ read: (String) -> T?, unreadable: String,
                                   inverted: String) -> (low: T?, high: T?)? {
            guard let lo = field(low, read) else { refuse(index, unreadable); return nil }
            guard let hi = field(high, read) else { refuse(index + 1, unreadable); return nil }
            if let lo, let hi, lo > hi {
                refuse(index + 1, inverted)
                return nil
            }
            return (lo, hi)
        }
        let numbers = self.numbers
        guard let amounts = bounds(request.minimumAmount, request.maximumAmount, at: 2, { numbers.parseAmount($0).flatMap { $0 >= 0 ? $0 : nil } },
                                   unreadable: "Use a number such as \(numbers.amountExamples).",
                                   inverted: "The upper amount is below the lower one."),
              let days = bounds(request.minimumDaysWaiting, request.maximumDaysWaiting, at: 4,
                                { Int($0).flatMap { (0...3650).contains($0) ? $0 : nil } },
                                unreadable: "Use a whole number of days from 0 to 3650.",
                                inverted: "The most days waiting are below the fewest.")
        else { return nil }
        return QueueFilter(orderTypes: list(request.orderTypes), branches: list(request.branches), minimumAmount: amounts.low,
                           maximumAmount: amounts.high, minimumDaysWaiting: days.low, maximumDaysWaiting: days.high)
    }

    /// The fields that say `filter`, amounts in the user's number format.
    static func request(for filter: QueueFilter, numbers: NumberStyle) -> OrdersAwaitingApproval.Filter.Request {
        func amount(_ value: Double?) -> String { value.map { numbers.amount($0) } ?? "" }
        func days(_ value: Int?) -> String { value.map { String($0) } ?? "" }
        return .init(orderTypes: filter.orderTypes.joined(separator: ", "), branches: filter.branches.joined(separator: ", "),
                     minimumAmount: amount(filter.minimumAmount), maximumAmount: amount(filter.maximumAmount),
                     minimumDaysWaiting: days(filter.minimumDaysWaiting), maximumDaysWaiting: days(filter.maximumDaysWaiting))
    }
}
