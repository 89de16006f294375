/// One finding of `signoff doctor`: what was checked, what was seen, and who fixes what.
public struct SiteCheckResult: Sendable, Equatable {
    /// `warning`: works, but something a site should know (no reject reasons, a clock a day off).
    public enum Status: String, Sendable { case ok, warning, failed }

    public var name: String
    public var status: Status
    /// What was seen (server text in it is untrusted: callers make it inert before it is shown).
    public var detail: String
    /// What to do about it; empty when there is nothing to do.
    public var fix: String

    public init(_ name: String, _ status: Status, _ detail: String, fix: String = "") {
        self.name = name
        self.status = status
        self.detail = detail
        self.fix = fix
    }

    static func ok(_ name: String, _ detail: String) -> SiteCheckResult { .init(name, .ok, detail) }
    static func warning(_ name: String, _ detail: String, fix: String) -> SiteCheckResult { .init(name, .warning, detail, fix: fix) }
    static func failed(_ name: String, _ detail: String, fix: String) -> SiteCheckResult { .init(name, .failed, detail, fix: fix) }
}
