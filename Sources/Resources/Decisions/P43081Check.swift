import AIS
import Foundation

/// What `P43081Check` found: each control of the settings confirmed or not, with its setting key.
public struct P43081CheckReport: Sendable, Equatable {
    /// One thing checked: a control of the settings (`setting` names its key) or a column read by alias.
    public struct Finding: Sendable, Equatable {
        public enum Outcome: Sendable, Equatable {
            case confirmed
            /// The form shows otherwise (why, in words; server texts in it are untrusted).
            case notConfirmed(String)
            /// It cannot be checked here (why).
            case notCheckable(String)
        }

        public var what: String
        public var setting: String?
        public var outcome: Outcome
    }

    public var findings: [Finding] = []
    /// The orders W43081A listed (its first page) and whether it had more.
    public var listedOrders = 0
    public var moreOrders = false
    /// The order whose Review was taken, if any.
    public var reviewed: OrderKey?

    /// The finding of a control of the settings.
    public func finding(_ control: P43081Control) -> Finding? { findings.first { $0.setting == control.settingKey } }

    /// The settings of the controls the form showed otherwise.
    public var settingsToChange: [String] {
        findings.compactMap { if case .notConfirmed = $0.outcome { return $0.setting } else { return nil } }
    }

    /// Nothing the check could see contradicts the settings.
    public var passed: Bool {
        !findings.contains { if case .notConfirmed = $0.outcome { return true } else { return false } }
    }
}

/// Finds out, without deciding anything, whether this site's P43081 has the ids of the settings (the
/// "doctor", contract §5.2): W43081A opened with alias naming, its key columns by alias, Find, the
/// orders it lists; Review on one of them and W43081B's header and line columns; the stacks closed.
/// Approve and Reject cannot be checked without pressing them: they are reported as not checkable.
public struct P43081Check: Sendable {
    let client: AISClient
    public let controls: P43081Controls
    /// The order type whose version is checked.
    public let orderType: String
    public let closeTimeout: TimeInterval

    public init(client: AISClient, controls: P43081Controls = .standard, orderType: String = "OP",
                closeTimeout: TimeInterval = 5) {
        self.client = client
        self.controls = controls
        self.orderType = orderType
        self.closeTimeout = closeTimeout
    }

    /// Runs the check with `session` (inside `SessionGate.perform`); throws the `AISError` of a request
    /// that failed, after closing what it opened.
    public func run(session: AISSession) async throws -> P43081CheckReport {
        let stacks = P43081Stacks(client: client, controls: controls, closeTimeout: closeTimeout)
        do {
            let report = try await run(session: session, stacks: stacks)
            await stacks.closeAll()
            return report
        } catch {
            await stacks.closeAll()
            throw error
        }
    }

    private func run(session: AISSession, stacks: P43081Stacks) async throws -> P43081CheckReport {
        var report = P43081CheckReport()
        var list = try await stacks.openOrders(orderType: orderType, conditions: [], autoFind: false, find: true,
                                               session: session)
        try StockDecider.expect(list, P43081Stacks.ordersForm)
        for (control, alias) in [(P43081Control.orderNumberColumn, "DOCO"), (.orderTypeColumn, "DCTO"), (nil, "KCOO"),
                                 (nil, "SFXO")] {
            report.findings.append(column(alias, of: list.form, control: control))
        }
        if list.form.rows.isEmpty {
            await stacks.close(list.state)
            list = try await stacks.openOrders(orderType: orderType, conditions: [], autoFind: true, find: false,
                                               session: session)
            report.findings.append(finding(.find, list.form.rows.isEmpty
                ? .notCheckable("no order awaits you, so Find has nothing to list")
                : .notConfirmed("Find did nothing: the orders appeared only when the form found them as it opened")))
        } else {
            report.findings.append(finding(.find, .confirmed))
        }
        report.listedOrders = list.form.rows.count
        report.moreOrders = list.form.grid?.moreRecords ?? false
        try await review(list, into: &report, stacks: stacks)
        let pressed = "a button is checked only by pressing it; its id is in the web client (Item Help › Advanced)"
        report.findings.append(finding(.approve, .notCheckable(pressed)))
        report.findings.append(finding(.reject, .notCheckable(pressed)))
        return report
    }

    /// Review of the first listed order, and what W43081B shows.
    private func review(_ list: AppStackAnswer, into report: inout P43081CheckReport, stacks: P43081Stacks) async throws {
        let headers: [P43081Control] = [.headerOrderNumber, .headerOrderType, .headerOrderCompany]
        guard let row = list.form.rows.first, let key = Self.key(of: row) else {
            for control in [.review] + headers {
                report.findings.append(finding(control, .notCheckable("no order to review")))
            }
            return
        }
        let answer = try await stacks.execute(list.state, formOID: P43081Stacks.ordersForm,
                                              [.selectRow(grid: P43081Stacks.grid, rowIndex: row.rowIndex),
                                               .doAction(controls.review)])
        guard answer.form.formId == P43081Stacks.reviewForm, answer.form.errors.isEmpty else {
            let why = answer.form.errors.first.map { "the form refused: \($0.reason)" }
                ?? (answer.form.formId == P43081Stacks.ordersForm ? "Review did nothing: W43081A stayed on top"
                    : "Review led to \(answer.form.formId.prefix(40))")
            report.findings.append(finding(.review, .notConfirmed(why)))
            for control in headers { report.findings.append(finding(control, .notCheckable("W43081B did not open"))) }
            return
        }
        report.reviewed = key
        report.findings.append(finding(.review, .confirmed))
        let shown: [P43081Control: String] = [.headerOrderNumber: String(key.number), .headerOrderType: key.type,
                                              .headerOrderCompany: key.company]
        for control in headers {
            report.findings.append(header(control, expected: shown[control] ?? "", on: answer.form))
        }
        for alias in ["LNID", "SFXO", "LITM", "UORG", "PRRC", "LTTR"] {
            report.findings.append(column(alias, of: answer.form, control: nil))
        }
        if let remark = controls.remark {
            report.findings.append(finding(.remark, answer.form.control(id: remark) != nil ? .confirmed
                : .notConfirmed("W43081B has no control \(remark)")))
        }
    }

    /// A header control: by the settings' id, showing the order reviewed.
    private func header(_ control: P43081Control, expected: String, on form: StackForm) -> P43081CheckReport.Finding {
        let id = controls.id(of: control) ?? -1
        if let shown = form.control(id: id), shown.alias == nil || shown.alias == control.alias, shown.text == expected {
            return finding(control, .confirmed)
        }
        if let alias = control.alias, let other = form.control(alias: alias), let otherId = other.id {
            return finding(control, .notConfirmed("W43081B shows \(alias) at \(otherId), not \(id)"))
        }
        return finding(control, .notConfirmed("W43081B has no control \(id) naming the order"))
    }

    /// A grid column found by alias; for a control of the settings, at the id they hold.
    private func column(_ alias: String, of form: StackForm, control: P43081Control?) -> P43081CheckReport.Finding {
        let what = "\(alias) column of \(form.formId)"
        guard let found = form.grid?.column(alias: alias) else {
            let missing = P43081CheckReport.Finding.Outcome.notConfirmed("\(form.formId) shows no \(alias) column")
            return control.map { finding($0, missing) } ?? .init(what: what, setting: nil, outcome: missing)
        }
        guard let control else { return .init(what: what, setting: nil, outcome: .confirmed) }
        let id = controls.id(of: control) ?? -1
        return finding(control, found.id == id ? .confirmed
            : .notConfirmed("\(form.formId) shows \(alias) at \(found.id.map(String.init) ?? "no id"), not \(id)"))
    }

    private func finding(_ control: P43081Control,
                         _ outcome: P43081CheckReport.Finding.Outcome) -> P43081CheckReport.Finding {
        .init(what: control.name, setting: control.settingKey, outcome: outcome)
    }

    static func key(of row: FormGridRow) -> OrderKey? {
        guard let number = row.cell(alias: "DOCO")?.int, let type = row.cell(alias: "DCTO")?.text,
              let company = row.cell(alias: "KCOO")?.text else { return nil }
        return OrderKey(number: number, type: type, company: company, suffix: row.cell(alias: "SFXO")?.text ?? "000")
    }
}
