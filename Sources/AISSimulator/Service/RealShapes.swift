import Foundation

/// How values look in the answers of real AIS servers (contract §9), where they differ from the tidy
/// shapes: clients must meet these in tests, so the simulator writes them by default.
enum RealShapes {
    /// A stored ISO date (`2026-11-20`) as real rows carry it, `"20261120"`, whatever the user's format;
    /// a blank or unreadable date is `null`.
    static func date(iso: String) -> JSONValue {
        let u = Array(iso.utf8)
        guard u.count == 10, u[4] == UInt8(ascii: "-"), u[7] == UInt8(ascii: "-") else { return .null }
        return .string(String(decoding: u[0..<4] + u[5..<7] + u[8..<10], as: UTF8.self))
    }

    /// Real servers write a blank string as one space.
    static func text(_ value: String) -> String { value.isEmpty ? " " : value }

    /// A number as a JSON integer when it is whole (`LNID` 1.000 is `1`), else with its decimals (`1.001`):
    /// one column then mixes both, as real rows do.
    static func number(_ value: Double) -> JSONValue {
        value.rounded() == value && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }

    /// `rid`s are 15 or 16 hex digits on real servers; clients must not count on one length.
    static func ridLength() -> Int { Bool.random() ? 15 : 16 }

    /// The query part that carries the token in a next-page link, URL-encoded (`+`, `/` and `=` escaped).
    static func tokenQuery(_ token: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~")
        return "&token=" + (token.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }

    /// `2017-11-17:14.27.28`, as real servers stamp data-service answers.
    static func timeStamp(_ date: Date) -> String { Timestamps.dataService(date) }
}
