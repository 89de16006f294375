import Store

/// The key of a purchase order: number, type, company, suffix.
struct OrderKey: Sendable, Equatable, CustomStringConvertible {
    let number: Int
    let type: String
    let company: String
    let suffix: String

    var description: String { "\(number) \(type) \(company) \(suffix)" }

    /// `DOCO = ? AND DCTO = ? AND KCOO = ? AND SFXO = ?`, for the tables keyed by an order.
    static let whereClause = "DOCO = ? AND DCTO = ? AND KCOO = ? AND SFXO = ?"
    var parameters: [SQLValue] { [.integer(Int64(number)), .text(type), .text(company), .text(suffix)] }
}
