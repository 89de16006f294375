extension AISRequester {
    /// What a request is: it decides whether the request is tried again, renewed, and sent again by the transport.
    enum Kind {
        case tokenRequest, read, write
        /// A data-service next page: not idempotent, since the server moves the result set on when it
        /// serves one. Tried again only after an answer that says the service failed (a 5xx); a lost
        /// answer (dropped connection, timeout, cut-off body) is left to the pager, which reads again.
        case nextPage
        /// A count (§3, optional on a server): tried again after a lost answer, never after a refusal,
        /// which says the server does not count.
        case count
        /// An application stack's `execute` or `close` (contract §5.2): never tried again, and never sent
        /// again with a renewed session after a `444`, since the stack belonged to the session that ended
        /// (`AppStackService.swift`).
        case appStackStep

        /// Whether the server does nothing new when the request comes twice: only these may be sent again by
        /// the transport (libcurl does, on a kept connection it finds dead). Next pages ride kept connections
        /// too, but are never sent again: a dead one fails them, and the pager reads again.
        var isIdempotent: Bool { self == .read || self == .count }
    }

    /// Whether a request of `kind` may be sent again after `error` without losing or repeating anything.
    static func mayTryAgain(_ kind: Kind, after error: AISError) -> Bool {
        switch kind {
        case .read: return error.isTransient
        case .count:
            switch error {
            case .unreachable, .timeout: return true
            default: return false
            }
        case .nextPage:
            if case .serverError(let status, _) = error { return status >= 500 }
            return false
        case .tokenRequest, .write, .appStackStep: return false
        }
    }
}
