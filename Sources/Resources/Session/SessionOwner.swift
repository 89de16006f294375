/// The user the store's data belongs to, as kept at the last login: who, and the formats they read
/// dates and amounts in (what an offline command shows).
public struct SessionOwner: Sendable, Equatable {
    public var username: String
    public var addressNumber: Int
    public var alphaName: String
    /// The user's `simpleDateFormat` and `decimalFormat` when last logged in: what `queue --offline`
    /// shows dates and amounts in, as the screen does.
    public var dateFormat: String
    public var decimalFormat: String

    public init(username: String, addressNumber: Int, alphaName: String, dateFormat: String, decimalFormat: String = "") {
        self.username = username
        self.addressNumber = addressNumber
        self.alphaName = alphaName
        self.dateFormat = dateFormat
        self.decimalFormat = decimalFormat
    }
}
