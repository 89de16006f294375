import AIS
import Foundation
import Resources
import Scenes

/// `signoff doctor`: how this site decides, checked on the server without deciding or writing anything
/// (`SiteDecisionCheck`): each P43081 control of the settings confirmed or not, with the setting to change
/// and how an administrator reads a control's id.
extension CommandRun {
    func doctor(context: AppContext) async -> CommandExit {
        guard let workspace = context.workspace else { return .failure }
        let settings = context.settings
        let report: SiteDecisionCheck.Report
        do {
            report = try await SiteDecisionCheck(gate: workspace.gate, method: settings.decisionMethod).run()
        } catch {
            out.error("the check could not run: \(WorkerFailure(error).message)")
            return WorkerFailure(error).kind == .offline ? .network : .failure
        }
        if command.format == .json {
            out.json(DoctorReportWording.json(report, settings: settings))
        } else {
            out.lines(DoctorReportWording.text(report, settings: settings).joined(separator: "\n"))
        }
        return report.passed ? .success : .failure
    }
}

/// The doctor's report in words and in JSON. Texts from the server (a form's words) are made inert by
/// `ConsoleOutput` like every other.
enum DoctorReportWording {
    static let readingAnID = "An administrator reads a control's id in the web client: open P43081 (the site's version), "
        + "put the cursor on the control, Item Help › Advanced."

    static func text(_ report: SiteDecisionCheck.Report, settings: Settings) -> [String] {
        guard let check = report.p43081 else {
            return ["Decision method: orchestration (approvals.method): approve \(settings.approveOrchestration), reject "
                    + "\(settings.rejectOrchestration). Orchestrations are not called here: calling one decides.",
                    "Nothing was decided or written."]
        }
        var lines = ["Decision method: stock, P43081 through the application stack (approvals.method).",
                     "W43081A listed \(check.listedOrders)\(check.moreOrders ? "+" : "") orders awaiting you"
                        + (report.awaitingByF4209.map { "; F4209 says \($0)." } ?? "; F4209 could not be counted.")]
        if let order = check.reviewed { lines.append("Review taken on order \(order) (nothing pressed after it).") }
        for finding in check.findings {
            let setting = finding.setting.map { " \($0) = \(settings.value($0).description.isEmpty ? "none" : settings.value($0).description)" } ?? ""
            switch finding.outcome {
            case .confirmed: lines.append("  ok    \(finding.what)\(setting)")
            case .notConfirmed(let why): lines.append("  WRONG \(finding.what)\(setting): \(why)")
            case .notCheckable(let why): lines.append("  ?     \(finding.what)\(setting): \(why)")
            }
        }
        lines += report.problems.map { "  WRONG \($0)" }
        for key in check.settingsToChange { lines.append("To change: signoff settings set \(key) ID") }
        if !report.passed { lines.append(readingAnID) }
        lines.append(report.passed ? "P43081 matches the settings as far as can be seen without deciding. Nothing was decided or written."
                                   : "Nothing was decided or written.")
        return lines
    }

    static func json(_ report: SiteDecisionCheck.Report, settings: Settings) -> JSONValue {
        var fields: [(String, JSONValue)] = [("method", .string(report.p43081 == nil ? "orchestration" : "stock")),
                                             ("passed", .bool(report.passed))]
        if let check = report.p43081 {
            fields.append(("listedOrders", .int(check.listedOrders)))
            fields.append(("moreOrders", .bool(check.moreOrders)))
            fields.append(("awaitingByF4209", report.awaitingByF4209.map { .int($0) } ?? .null))
            fields.append(("findings", .array(check.findings.map { finding in
                let (outcome, why): (String, String) = switch finding.outcome {
                case .confirmed: ("confirmed", "")
                case .notConfirmed(let why): ("not-confirmed", why)
                case .notCheckable(let why): ("not-checkable", why)
                }
                return .object([("what", .string(finding.what)), ("setting", finding.setting.map { .string($0) } ?? .null),
                                ("value", finding.setting.map { .string(settings.value($0).description) } ?? .null),
                                ("outcome", .string(outcome)), ("why", .string(why))])
            })))
        }
        fields.append(("problems", .array(report.problems.map { .string($0) })))
        return .object(fields)
    }
}
