import Foundation

/// How the token request proves who logs in (contract §9: login types are separate switches on an AIS
/// server; a site may have switched user and password in the body off).
public enum LoginType: String, Sendable, CaseIterable {
    /// User name and password in the JSON body (§2.1), the default.
    case password
    /// HTTP Basic: `Authorization: Basic base64(user:password)` on the token request; the body carries
    /// `environment`, `role` and `deviceName` only.
    case basic

    /// `Basic …` for a user and password (RFC 7617, UTF-8).
    static func basicAuthorization(username: String, password: String) -> String {
        "Basic " + Data((username + ":" + password).utf8).base64EncodedString()
    }
}
