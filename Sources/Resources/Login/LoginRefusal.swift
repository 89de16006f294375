/// A login the server accepted that still cannot be used by Signoff.
public enum LoginRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The token answer's `userInfo.addressNumber` is 0 (contract §2.1): the JDE user has no address
    /// book record, and the approval queue is keyed on one, so there is no queue to read. Said in words
    /// instead of showing an empty queue.
    case noAddressNumber(username: String)

    public var description: String {
        switch self {
        case .noAddressNumber(let username):
            return "The JD Edwards user profile \(username) has no address number, so no approval queue can be read. "
                + "Ask the JD Edwards administrator to give the profile its address book number (User Profiles, P0092)."
        }
    }
}
