import AIS
import Foundation
import JDESchema

/// The doctor's reads: one row of each table Signoff reads, with the columns it needs, the code lists and
/// the default branch. Each read goes straight to the client with the doctor's session, so a refusal is
/// seen as the server gave it (a `403` names the grant that is missing), never hidden by a renewal.
struct SiteReadsCheck: Sendable {
    let workspace: ServerWorkspace
    let site: SiteDoctor.Site

    /// The queries Signoff's reads make, each narrowed to one row: the user's own where the query is
    /// about the user (F4209, F0101, F40095), any row of the others.
    func tableQueries(_ session: AISSession) -> [DataServiceQuery] {
        let me = session.userInfo.addressNumber
        let anyRow = { (query: DataServiceQuery) -> DataServiceQuery in
            var one = query
            one.conditions = []
            return one
        }
        return [
            ApprovalQueueService.query(approver: me, pageSize: 1),
            anyRow(PurchaseOrderHeaderService.query(orderNumbers: [0], pageSize: 1)),
            anyRow(PurchaseOrderLineService.query(orderNumbers: [0], pageSize: 1)),
            AddressBookService.query(addressNumbers: [me], pageSize: 1),
            anyRow(InventoryService.search("A", pageSize: 1)),
            anyRow(InventoryService.quantities(item: 0, branches: [], pageSize: 1)),
            anyRow(BranchService.query(pageSize: 1)),
            anyRow(UserDefinedCodeService.query(lists: UserDefinedCodeList.allCases, pageSize: 1)),
            DefaultBranchService.query(username: session.username),
            anyRow(OrderRemarksService.query(orderNumbers: [0], pageSize: 1)),
            anyRow(BudgetService.accounts([""])),
            anyRow(BudgetService.balances([""], today: LocalDate.today())),
            BudgetService.constants(),
            anyRow(BudgetService.patterns(since: LocalDate.today(), dateFormat: JDEDateFormat(simpleDateFormat: "MM/dd/yyyy")!)),
        ].map { query in
            var one = query
            one.pageSize = 1
            return one
        }
    }

    func tableChecks(_ session: AISSession) async -> [SiteCheckResult] {
        var results: [SiteCheckResult] = []
        for query in tableQueries(session) {
            results.append(await tableCheck(query, session))
        }
        results.append(await originatorCheck(session))
        return results
    }

    /// My orders' read: the user's `F4209` rows as originator (`AN8`, contract §4.2). A site may let an
    /// approver read the rows routed to them and not those they raised: that is a warning, My orders then
    /// says the server refused, and the queue is not touched.
    func originatorCheck(_ session: AISSession) async -> SiteCheckResult {
        let query = RaisedOrdersService.query(originator: session.userInfo.addressNumber, pageSize: 1)
        return await tableCheck(query, session, name: "read \(query.table) as originator (AN8)",
                                optional: "to list the orders you raised (My orders, `signoff mine`)")
    }

    /// One table's read. A refusal naming columns is this site's table lacking them (contract §4.1): the read
    /// is tried again without them, so every missing column is named, each with what Signoff does without
    /// it. Only a `403` is a permission finding; any other refusal is reported as the server said it.
    private func tableCheck(_ query: DataServiceQuery, _ session: AISSession, name: String? = nil,
                            optional: String? = nil) async -> SiteCheckResult {
        let name = name ?? "read \(query.table)"
        let optional = optional ?? Self.optional[query.table]
        var asked = query
        var lacking: [String] = []
        while true {
            do {
                let (page, _) = try await workspace.client.dataService.firstPage(asked, session: session)
                if !lacking.isEmpty { return Self.lacking(lacking, of: query.table, name: name, guide: site.guide, optional: optional) }
                guard let row = page.rows.first else { return .ok(name, "readable (no row to read for this user)") }
                let missing = asked.columns.filter { row.value($0) == nil }
                guard missing.isEmpty else {
                    return .warning(name, "readable, but \(missing.joined(separator: " ")) came back missing (column security)",
                                    fix: "let the approvers' role see these columns of \(query.table) (\(site.guide), §5)")
                }
                return .ok(name, "1 row with the \(asked.columns.count) columns Signoff reads")
            } catch AISError.columnsRefused(_, let columns, _) where !columns.isEmpty && columns.allSatisfy(asked.names) {
                lacking += columns
                asked = asked.without(columns)
                if asked.columns.isEmpty { return Self.lacking(lacking, of: query.table, name: name, guide: site.guide, optional: optional) }
            } catch let error as AISError where error.isNotAllowed && optional != nil {
                return .warning(name, error.userMessage, fix: "optional: grant read access to \(query.table) " + (optional ?? ""))
            } catch let error as AISError where error.isNotAllowed {
                return .failed(name, error.userMessage,
                               fix: "grant the approvers' role read access to \(query.table) (Data Browser / table security; "
                                    + "\(site.guide), §5)")
            } catch let error as AISError {
                return .failed(name, error.userMessage, fix: "see the server's message; if it persists, the JD Edwards administrator reads the AIS server's log")
            } catch {
                return .failed(name, "\(error)", fix: "see the message")
            }
        }
    }

    /// The tables Signoff does without, and what a grant to read each would show: a refusal is a warning.
    static let optional: [String: String] = [
        // Without remarks the route shows the remarks this desk sent.
        ColumnCatalogue.remarks.name: "to show the remarks other approval apps wrote",
        ColumnCatalogue.accounts.name: "to show the budget beside an order's lines (with F0902, F0010 and F0008)",
        ColumnCatalogue.accountBalances.name: "to show the budget beside an order's lines (with F0901, F0010 and F0008)",
        ColumnCatalogue.companyConstants.name: "to show the budget beside an order's lines (with F0901, F0902 and F0008)",
        ColumnCatalogue.fiscalPatterns.name: "to show the budget beside an order's lines (with F0901, F0902 and F0010)",
    ]

    /// This site's `table` lacks `columns`: a warning where Signoff does without each, a failure where it cannot.
    static func lacking(_ columns: [String], of table: String, name: String, guide: String = "docs/JDE-SETUP.md",
                        optional: String? = nil) -> SiteCheckResult {
        let catalogued = ColumnCatalogue.table(table)
        let without = columns.map { alias in (alias, catalogued?.column(alias)?.withoutIt) }
        let detail = "this site's \(table) has no " + columns.joined(separator: ", ") + " (the server refused them)"
        if without.allSatisfy({ $0.1 != nil }) {
            return .warning(name, detail + "; without " + without.map { "\($0.0): \($0.1!)" }.joined(separator: "; without "),
                            fix: "nothing to do, unless the site's table should be standard (ask the JD Edwards administrator)")
        }
        let needed = without.filter { $0.1 == nil }.map(\.0)
        if let shows = optional ?? Self.optional[table] {
            return .warning(name, detail + "; Signoff does without \(table) here", fix: "optional: a standard \(table) is needed \(shows)")
        }
        return .failed(name, detail + "; Signoff cannot do without " + needed.joined(separator: ", "),
                       fix: "the JD Edwards administrator checks \(table) against the standard table (\(guide), §5, lists the columns read)")
    }

    func codeListCheck(_ session: AISSession) async -> SiteCheckResult {
        let lists: [UserDefinedCodeList] = [.orderTypes, .lineStatuses, .rejectReasons]
        do {
            let rows = try await workspace.client.dataService.browseAll(UserDefinedCodeService.query(lists: lists, pageSize: 1_000), session: session)
            let codes = rows.compactMap { UserDefinedCodeService.decode($0, lists: lists) }
            let count = { (list: UserDefinedCodeList) in
                codes.filter { $0.productCode == list.productCode && $0.codeType == list.codeType }.count
            }
            let detail = "00/DT \(count(.orderTypes)) codes, 40/AT \(count(.lineStatuses)), 43/RR \(count(.rejectReasons))"
            if count(.orderTypes) == 0 || count(.lineStatuses) == 0 {
                return .warning("code lists", detail + ": order types or line statuses are shown as codes",
                                fix: "let the approvers' role read F0005 rows of 00/DT and 40/AT")
            }
            if count(.rejectReasons) == 0 {
                return .warning("code lists", detail + ": a rejection needs no reason at this site",
                                fix: "add 43/RR codes if the site wants reasons (then approvals.require-reason on makes one required)")
            }
            return .ok("code lists", detail)
        } catch let error as AISError {
            return .failed("code lists", error.userMessage, fix: "grant read access to F0005 (\(site.guide), §5)")
        } catch {
            return .failed("code lists", "\(error)", fix: "see the message")
        }
    }

    func defaultBranchCheck(_ session: AISSession) async -> SiteCheckResult {
        do {
            let rows = try await workspace.client.dataService.browseAll(DefaultBranchService.query(username: session.username), session: session)
            guard let branch = rows.compactMap(DefaultBranchService.decode).first else {
                return .warning("default branch", "none set for \(session.username) in F40095",
                                fix: "set one in JD Edwards (P400951), or data.default-branch in Signoff's settings")
            }
            return .ok("default branch", branch.branch)
        } catch let error as AISError {
            return .failed("default branch", error.userMessage, fix: "grant read access to F40095 (an empty answer is fine)")
        } catch {
            return .failed("default branch", "\(error)", fix: "see the message")
        }
    }
}
