import Resources

/// One result of the site check (`SiteCheckResult`) as scenes hand it to presenters: plain values, copied
/// by the interactor (and by `signoff doctor`).
public struct SiteCheckFacts: Sendable, Equatable {
    public enum Status: Sendable, Equatable { case ok, warning, failed }
    public var name: String
    public var status: Status
    public var detail: String
    public var fix: String

    public init(_ result: SiteCheckResult) {
        name = result.name
        status = switch result.status {
        case .ok: .ok
        case .warning: .warning
        case .failed: .failed
        }
        detail = result.detail
        fix = result.fix
    }
}
