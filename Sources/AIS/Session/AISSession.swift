import Foundation

/// A logged-in session: the token and what the server said about the user.
public struct AISSession: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    public let token: String
    public let username: String
    public let environment: String
    public let role: String
    public let deviceName: String
    public let userInfo: AISUserInfo

    public init(token: String, username: String, environment: String, role: String, deviceName: String, userInfo: AISUserInfo) {
        self.token = token
        self.username = username
        self.environment = environment
        self.role = role
        self.deviceName = deviceName
        self.userInfo = userInfo
    }

    /// Never prints the token.
    public var description: String { "AISSession(\(username)@\(environment), AN8 \(userInfo.addressNumber), token redacted)" }
    public var debugDescription: String { description }
}

/// The `userInfo` of the login answer, with sensible defaults for what a server leaves out.
public struct AISUserInfo: Sendable, Equatable {
    public var addressNumber: Int
    public var alphaName: String
    public var simpleDateFormat: String
    public var dateFormat: String
    public var dateSeparator: String
    public var decimalFormat: String
    public var locale: String
    public var langPref: String
    public var timeZoneOffset: String

    public init(addressNumber: Int, alphaName: String, simpleDateFormat: String = "MM/dd/yyyy", dateFormat: String = "MDE",
                dateSeparator: String = "/", decimalFormat: String = ".", locale: String = "en", langPref: String = "",
                timeZoneOffset: String = "") {
        self.addressNumber = addressNumber
        self.alphaName = alphaName
        self.simpleDateFormat = simpleDateFormat
        self.dateFormat = dateFormat
        self.dateSeparator = dateSeparator
        self.decimalFormat = decimalFormat
        self.locale = locale
        self.langPref = langPref
        self.timeZoneOffset = timeZoneOffset
    }

    init(json: JSONValue, username: String) {
        func text(_ key: String, _ fallback: String) -> String {
            guard let t = json[key]?.text?.trimmingCharacters(in: .whitespaces), !t.isEmpty else { return fallback }
            return AISError.capped(t, 100)
        }
        self.init(addressNumber: json["addressNumber"]?.int ?? 0, alphaName: text("alphaName", username),
                  simpleDateFormat: text("simpleDateFormat", "MM/dd/yyyy"), dateFormat: text("dateFormat", "MDE"),
                  dateSeparator: text("dateSeperator", text("dateSeparator", "/")), decimalFormat: text("decimalFormat", "."),
                  locale: text("locale", "en"), langPref: text("langPref", ""), timeZoneOffset: text("timeZoneOffset", ""))
    }
}
