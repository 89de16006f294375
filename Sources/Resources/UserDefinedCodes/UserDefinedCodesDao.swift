import Store

/// The user defined codes in the local store (`user_defined_codes`, foundation data the preload keeps).
public struct UserDefinedCodesDao: Sendable {
    public init() {}

    /// The names of the order line statuses (40/AT), by code.
    public func lineStatusNames(in c: Connection) throws -> [String: String] {
        var statuses: [String: String] = [:]
        try c.forEach("SELECT ky, dl01 FROM user_defined_codes WHERE sy = '40' AND rt = 'AT'") { row in
            statuses[row.string("ky") ?? ""] = row.string("dl01") ?? ""
        }
        return statuses
    }

    /// The reject reasons (43/RR), by code.
    public func rejectReasons(in c: Connection) throws -> [UserDefinedCode] {
        try c.query("SELECT * FROM user_defined_codes WHERE sy = '43' AND rt = 'RR' ORDER BY ky").map(UserDefinedCode.init(storeRow:))
    }
}
