import Foundation

/// The login types of the token request (contract §9): user and password in the body, and HTTP Basic
/// (`Authorization: Basic base64(user:password)`, with `environment`/`role`/`deviceName` in the body). A
/// Basic login is handed to the router as a body login; with `--no-body-login` a body login is refused.
struct LoginTypes {
    let noBodyLogin: Bool

    enum Admission {
        case pass(HTTPRequest)
        case refuse(HTTPResponse)
    }

    static let bodyLoginOff = "User name and password login is not enabled on this AIS server; log in with HTTP Basic authentication"

    func admit(_ request: HTTPRequest) -> Admission {
        guard let authorization = request.header("authorization") else {
            // Refused as a real AIS refuses a login type it has off: 403, Authorization Failure (§2.1, §6).
            return noBodyLogin ? .refuse(ErrorBody.response(403, "Authorization Failure", userDefinedErrorText: Self.bodyLoginOff))
                : .pass(request)
        }
        guard let (username, password) = Self.basicCredentials(authorization) else {
            return .refuse(ErrorBody.response(403, "Authorization Failure", userDefinedErrorText: "The Authorization header is not HTTP Basic user:password"))
        }
        // A body that is not a JSON object goes on as it is: the router answers 400 or 415.
        guard case .object(let pairs)? = try? JSONParser.parse(request.body) else { return .pass(request) }
        var admitted = request
        let kept = pairs.filter { $0.0 != "username" && $0.0 != "password" }
        admitted.body = JSONWriter.bytes(.object([("username", .string(username)), ("password", .string(password))] + kept))
        return .pass(admitted)
    }

    /// The user and password of `Basic base64(user:password)`.
    static func basicCredentials(_ authorization: String) -> (String, String)? {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "basic",
              let data = Data(base64Encoded: String(parts[1]).trimmingCharacters(in: .whitespaces)),
              let text = String(data: data, encoding: .utf8), let colon = text.firstIndex(of: ":") else { return nil }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }
}
