import AIS

/// What went wrong in a worker's call, as a scene needs it: a kind to decide on (never matched from
/// the text) and a sentence to show.
public struct WorkerFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The server could not be reached or did not answer: the work can wait for it (offline).
        case offline
        /// The session ended and was not renewed.
        case sessionEnded
        /// The user or password was refused.
        case wrongCredentials
        /// The address answers, but not as an AIS server; or its certificate did not verify.
        case wrongServer
        /// The server answered and refused or failed the request.
        case refused
        /// The user may not use a table, orchestration or form (a `403`): the JD Edwards administrator grants
        /// it. The session is fine; no password is asked.
        case notAllowed
        /// The site's set-up refused the login (Allowed Hosts, single sign-on, a gateway's own login): someone
        /// else than the user fixes it.
        case siteSetup
        /// The server's answer could not be read (not JSON, or JSON of another shape).
        case unreadableAnswer
        /// Anything else (the local store, a cancellation).
        case other
    }

    public let kind: Kind
    public let message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The failure an error from a worker stands for.
    public init(_ error: any Error) {
        if let failure = error as? WorkerFailure {
            self = failure
            return
        }
        guard let error = error as? AISError else {
            self.init(kind: .other, message: String(describing: error))
            return
        }
        let kind: Kind
        switch error {
        case .unreachable, .timeout: kind = .offline
        case .invalidToken: kind = .sessionEnded
        case .authorizationFailure: kind = .wrongCredentials
        case .tlsFailure, .notAnAISServer: kind = .wrongServer
        case .serverError, .pageExpired, .appStackForgotten, .answerTooLarge: kind = .refused
        case .malformedResponse: kind = .unreadableAnswer
        case .notAllowed: kind = .notAllowed
        case .serverNotAllowedByHTMLServer, .singleSignOn, .gatewayLogin, .columnsRefused: kind = .siteSetup
        }
        self.init(kind: kind, message: error.userMessage)
    }

    public var description: String { message }
}
