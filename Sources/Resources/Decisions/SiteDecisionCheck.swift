import AIS
import Foundation

/// `signoff doctor`'s look at how this site decides, without deciding or writing anything: the decision
/// method of the settings; for P43081 (contract §5.2) the controls of the settings checked on the live forms
/// (`P43081Check`), and the orders W43081A lists compared with those `F4209` says await the user (none listed
/// while some await: Find's id is wrong, or the version's security hides them).
public struct SiteDecisionCheck: Sendable {
    /// A configured version and whether it opened.
    public struct VersionOpened: Sendable, Equatable {
        public var orderTypes: [String]
        public var version: String
        public var opened: Bool
    }

    /// What the check found.
    public struct Report: Sendable, Equatable {
        public var method: DecisionMethod
        /// P43081's findings (nil with the orchestration method).
        public var p43081: P43081CheckReport?
        /// The orders awaiting the user by `F4209` (nil: the server does not count).
        public var awaitingByF4209: Int?
        /// A problem the findings alone do not show (the listed orders disagree with `F4209`, a configured
        /// version that does not open).
        public var problems: [String] = []
        /// Every configured version, with the order types it decides ("OP", or "*" for every other type),
        /// and whether it opened (why not is in `problems`).
        public var versions: [VersionOpened] = []

        public var passed: Bool { (p43081?.passed ?? true) && problems.isEmpty }
    }

    let gate: SessionGate
    let method: DecisionMethod

    public init(gate: SessionGate, method: DecisionMethod) {
        self.gate = gate
        self.method = method
    }

    public func run() async throws -> Report {
        var report = Report(method: method)
        guard case .stock(let controls) = method else { return report }
        let client = gate.client
        // Every configured version is opened and checked, each named by its order types and version in what
        // it found; the first (`*`'s) gives the report's findings, the others add what they saw otherwise.
        var opened: [(orderTypes: [String], version: String, check: P43081CheckReport)] = []
        for entry in controls.configuredVersions {
            do {
                let check = try await gate.perform { session in
                    try await P43081Check(client: client, controls: controls, orderType: entry.orderTypes[0]).run(session: session)
                }
                opened.append((entry.orderTypes, entry.version, check))
                report.versions.append(VersionOpened(orderTypes: entry.orderTypes, version: entry.version, opened: true))
            } catch let error as AISError {
                switch error {
                case .serverError, .notAllowed, .appStackForgotten, .malformedResponse:
                    report.versions.append(VersionOpened(orderTypes: entry.orderTypes, version: entry.version, opened: false))
                    report.problems.append("\(Self.named(entry.orderTypes, entry.version)) could not be opened: \(error.userMessage)")
                default: throw error
                }
            }
        }
        guard var check = opened.first?.check else {
            report.p43081 = P43081CheckReport()
            return report
        }
        for other in opened.dropFirst() {
            for finding in other.check.findings {
                guard case .notConfirmed(let why) = finding.outcome else { continue }
                report.problems.append("\(Self.named(other.orderTypes, other.version)): \(finding.what): \(why)")
            }
        }
        check.listedOrders = opened.map(\.check.listedOrders).max() ?? check.listedOrders
        report.p43081 = check
        let counted = try await gate.perform { session in
            try await client.dataService.count(ApprovalQueueService.keysQuery(approver: session.userInfo.addressNumber, pageSize: 1), session: session)
        }
        if case .counted(let awaiting, _) = counted {
            report.awaitingByF4209 = awaiting
            if awaiting > 0 && check.listedOrders == 0 {
                report.problems.append("W43081A listed no order while F4209 says \(awaiting) await you: Find (approvals.p43081.find) "
                                       + "did nothing, or your P43081 version's security hides the orders.")
            }
        }
        return report
    }

    /// "order type OR, version ZJDE0002"; "order type OP and every other order type (*), version ZJDE0001".
    public static func named(_ orderTypes: [String], _ version: String) -> String {
        let explicit = orderTypes.filter { $0 != "*" }
        var parts: [String] = []
        if !explicit.isEmpty { parts.append((explicit.count == 1 ? "order type " : "order types ") + explicit.joined(separator: ", ")) }
        if orderTypes.contains("*") { parts.append("every other order type (*)") }
        return parts.joined(separator: " and ") + ", version \(version)"
    }
}
