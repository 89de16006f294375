extension Settings {
    /// The decision method the settings choose (`approvals.method`), with P43081's versions and control ids.
    public var decisionMethod: DecisionMethod {
        text("approvals.method") == "stock" ? .stock(p43081Controls) : .orchestration
    }

    /// P43081's versions and control ids as the settings say (`approvals.p43081.…`); a value the catalog
    /// refused never reaches here, so each id is digits.
    public var p43081Controls: P43081Controls {
        func id(_ control: P43081Control) -> Int? { Int(text(control.settingKey)) }
        let standard = P43081Controls.standard
        var versions: [String: String] = [:]
        if case .map(let map) = value("approvals.p43081.versions") { versions = map }
        return P43081Controls(
            versions: versions.isEmpty ? standard.versions : versions,
            find: id(.find) ?? standard.find, review: id(.review) ?? standard.review,
            orderNumberColumn: id(.orderNumberColumn) ?? standard.orderNumberColumn,
            orderTypeColumn: id(.orderTypeColumn) ?? standard.orderTypeColumn,
            approve: id(.approve) ?? standard.approve, reject: id(.reject) ?? standard.reject,
            remark: id(.remark),
            headerOrderNumber: id(.headerOrderNumber) ?? standard.headerOrderNumber,
            headerOrderType: id(.headerOrderType) ?? standard.headerOrderType,
            headerOrderCompany: id(.headerOrderCompany) ?? standard.headerOrderCompany)
    }
}
