import Foundation

/// A `401`'s `WWW-Authenticate` challenge from a gateway in front of AIS (contract §9): AIS itself never
/// answers 401, so the challenge is the gateway's own login.
enum GatewayChallenge {
    /// The challenge's scheme (`Basic`, `Negotiate`, `Bearer`…): its leading letters, at most 20. The rest
    /// (realms, parameters) is the gateway's text and is not kept.
    static func scheme(of challenge: String) -> String {
        String(challenge.drop(while: { $0 == " " }).prefix(while: { $0.isASCII && ($0.isLetter || $0 == "-") }).prefix(20))
    }
}

extension HTTPResponse {
    /// A header's value, whatever the case of its name.
    func headerValue(_ name: String) -> String? {
        if let value = headers[name.lowercased()] { return value }
        return headers.first(where: { $0.key.caseInsensitiveCompare(name) == .orderedSame })?.value
    }
}
