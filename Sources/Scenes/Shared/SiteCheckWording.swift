/// The site check's results in words, the same in `signoff doctor` and the settings screen's "Check this
/// site": a mark (✔ works, ! to note, ✘ failed), the check and what was seen, and the fix under it.
public enum SiteCheckWording {
    public static func lines(_ result: SiteCheckFacts) -> [String] {
        let mark = switch result.status {
        case .ok: "✔"
        case .warning: "!"
        case .failed: "✘"
        }
        let line = "\(mark) \(result.name): \(result.detail)"
        return result.fix.isEmpty || result.status == .ok ? [line] : [line, "    fix: \(result.fix)"]
    }

    public static func summary(_ results: [SiteCheckFacts]) -> String {
        let failed = results.filter { $0.status == .failed }.count, warned = results.filter { $0.status == .warning }.count
        let counts = "\(results.count) checks: \(results.count - failed - warned) ok, \(warned) to note, \(failed) failed."
        return counts + " Nothing was decided or written on the server."
    }
}
