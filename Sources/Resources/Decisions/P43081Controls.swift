/// The ids of the stock approval application P43081 that a decision presses and reads (contract §5.2), as
/// this site's version has them. The defaults are those of public P43081 clients; a site whose version
/// moved them says so in its settings (`approvals.p43081.…`), which fill these plain values.
public struct P43081Controls: Sendable, Equatable {
    public static let defaultVersion = "ZJDE0001"

    /// P43081's version per order type (`OP` → `ZJDE0001`); `*` is every other type.
    public var versions: [String: String]
    /// W43081A: Find, and Review (the row exit that opens W43081B).
    public var find: Int
    public var review: Int
    /// W43081A's grid columns the order is narrowed by: order number (`1[22]`) and type (`1[21]`).
    public var orderNumberColumn: Int
    public var orderTypeColumn: Int
    /// W43081B: Approve and Reject.
    public var approve: Int
    public var reject: Int
    /// W43081B's remark field where a site's version shows one; nil: the remark goes as an attachment.
    public var remark: Int?
    /// W43081B's header: the order number, type and company under review.
    public var headerOrderNumber: Int
    public var headerOrderType: Int
    public var headerOrderCompany: Int

    public init(versions: [String: String] = ["*": P43081Controls.defaultVersion], find: Int = 6, review: Int = 114,
                orderNumberColumn: Int = 22, orderTypeColumn: Int = 21, approve: Int = 94, reject: Int = 96,
                remark: Int? = nil, headerOrderNumber: Int = 8, headerOrderType: Int = 10, headerOrderCompany: Int = 29) {
        self.versions = versions
        self.find = find
        self.review = review
        self.orderNumberColumn = orderNumberColumn
        self.orderTypeColumn = orderTypeColumn
        self.approve = approve
        self.reject = reject
        self.remark = remark
        self.headerOrderNumber = headerOrderNumber
        self.headerOrderType = headerOrderType
        self.headerOrderCompany = headerOrderCompany
    }

    /// The standard ids of public P43081 clients.
    public static let standard = P43081Controls()

    /// The version that decides orders of `orderType`: its own, else `*`'s, else `ZJDE0001`.
    public func version(for orderType: String) -> String {
        let type = orderType.trimmingCharacters(in: .whitespaces)
        for key in [type, "*"] {
            if let version = versions[key]?.trimmingCharacters(in: .whitespaces), !version.isEmpty { return version }
        }
        return Self.defaultVersion
    }

    /// Each version of the settings once, with the order types it decides (`*` first, as "every other
    /// type"): what the site check opens.
    public var configuredVersions: [(orderTypes: [String], version: String)] {
        var byVersion: [String: [String]] = [:]
        for (type, version) in versions {
            let v = version.trimmingCharacters(in: .whitespaces)
            byVersion[v.isEmpty ? Self.defaultVersion : v, default: []].append(type.trimmingCharacters(in: .whitespaces))
        }
        if byVersion.isEmpty { byVersion[Self.defaultVersion] = ["*"] }
        let sorted = byVersion.map { (orderTypes: $0.value.sorted { $0 == "*" || ($1 != "*" && $0 < $1) }, version: $0.key) }
        return sorted.sorted { a, b in
            a.orderTypes.contains("*") != b.orderTypes.contains("*") ? a.orderTypes.contains("*") : a.version < b.version
        }
    }

    /// The id a control has in these settings (nil: a remark control the site does not have).
    public func id(of control: P43081Control) -> Int? {
        switch control {
        case .find: return find
        case .review: return review
        case .orderNumberColumn: return orderNumberColumn
        case .orderTypeColumn: return orderTypeColumn
        case .approve: return approve
        case .reject: return reject
        case .remark: return remark
        case .headerOrderNumber: return headerOrderNumber
        case .headerOrderType: return headerOrderType
        case .headerOrderCompany: return headerOrderCompany
        }
    }
}

/// A control of P43081 that the settings name, with the setting that holds its id.
public enum P43081Control: String, Sendable, CaseIterable {
    case find, review, orderNumberColumn, orderTypeColumn, approve, reject, remark
    case headerOrderNumber, headerOrderType, headerOrderCompany

    /// The setting that holds its id: `approvals.p43081.find`, `approvals.p43081.order-number-column`, ...
    public var settingKey: String {
        let words = rawValue.reduce(into: "") { text, c in text += c.isUppercase ? "-" + c.lowercased() : String(c) }
        return "approvals.p43081." + words
    }

    /// What a person calls it: "Find (W43081A)".
    public var name: String {
        switch self {
        case .find: return "Find (W43081A)"
        case .review: return "Review (W43081A row exit)"
        case .orderNumberColumn: return "order number column (W43081A grid)"
        case .orderTypeColumn: return "order type column (W43081A grid)"
        case .approve: return "Approve (W43081B)"
        case .reject: return "Reject (W43081B)"
        case .remark: return "remark field (W43081B)"
        case .headerOrderNumber: return "order number (W43081B header)"
        case .headerOrderType: return "order type (W43081B header)"
        case .headerOrderCompany: return "order company (W43081B header)"
        }
    }

    /// The data item the control shows, for those located by alias as well as by id.
    var alias: String? {
        switch self {
        case .orderNumberColumn, .headerOrderNumber: return "DOCO"
        case .orderTypeColumn, .headerOrderType: return "DCTO"
        case .headerOrderCompany: return "KCOO"
        default: return nil
        }
    }
}
