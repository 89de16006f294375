import AIS
import Foundation

/// The doctor's checks of how this site decides and of what sits between Signoff and AIS: the decision
/// method's path, a second page of a read, three requests on one token (a load balancer without
/// affinity answers one of them as an unknown token), and the server's day against this machine's.
struct SitePathsCheck: Sendable {
    let workspace: ServerWorkspace
    let site: SiteDoctor.Site
    let today: @Sendable () -> LocalDate

    func decisionPathCheck(serverInfo: AISServerInfo?) async -> SiteCheckResult {
        let name = "decision method"
        switch site.method {
        case .orchestration:
            let names = site.orchestrations.map { "\($0.name) (\($0.key))" }.joined(separator: ", ")
            if let serverInfo, !serverInfo.capabilities.isEmpty, !serverInfo.offers("orchestrator") {
                return .failed(name, "orchestration: the server lists no orchestrator capability",
                               fix: "use approvals.method stock, or enable orchestrations on this AIS server")
            }
            return .warning(name, "orchestration: \(names); not called here, since calling one decides",
                            fix: "approve and reject one test order in a test environment, or use approvals.method stock, which this check can confirm")
        case .stock:
            if let serverInfo, !serverInfo.capabilities.isEmpty, !serverInfo.offers("applicationStack") {
                return .failed(name, "stock (P43081): the server lists no applicationStack capability",
                               fix: "enable the application stack on this AIS server, or use approvals.method orchestration")
            }
            do {
                let report = try await SiteDecisionCheck(gate: workspace.gate, method: site.method).run()
                return Self.result(of: report)
            } catch let error as AISError {
                return .failed(name, "P43081 could not be checked: \(error.userMessage)",
                               fix: "give the approvers P43081 and its version in their application security")
            } catch {
                return .failed(name, "P43081 could not be checked: \(error)", fix: "see the message")
            }
        }
    }

    static func result(of report: SiteDecisionCheck.Report) -> SiteCheckResult {
        let name = "decision method"
        guard let check = report.p43081 else { return .ok(name, "orchestration") }
        var wrong: [String] = []
        var unsure: [String] = []
        for finding in check.findings {
            switch finding.outcome {
            case .confirmed: break
            case .notConfirmed(let why): wrong.append("\(finding.what): \(why)")
            case .notCheckable: unsure.append(finding.what)
            }
        }
        wrong += report.problems
        let listed = "W43081A lists \(check.listedOrders)\(check.moreOrders ? "+" : "") orders"
            + (report.awaitingByF4209.map { ", F4209 says \($0) await you" } ?? "")
        let versions = report.versions.map { "\($0.version) (\($0.orderTypes.joined(separator: ", ")))" }.joined(separator: ", ")
        guard wrong.isEmpty else {
            let keys = check.settingsToChange.map { "signoff settings set \($0) ID" }.joined(separator: "; ")
            let missing = report.versions.filter { !$0.opened }.map(\.version)
            let versionFix = missing.isEmpty ? ""
                : "Give the approvers P43081 version \(missing.joined(separator: ", ")) in their application security, or map the order "
                + "types to versions the site has: signoff settings set approvals.p43081.versions '{\"*\":\"ZJDE0001\"}'. "
            return .failed(name, "stock (P43081): " + wrong.joined(separator: "; "),
                           fix: versionFix + (keys.isEmpty ? "" : keys + ". ") + "Read a control's id in the web client: P43081 (the site's version), "
                                + "the cursor on the control, Item Help › Advanced.")
        }
        // Approve and Reject are buttons: only pressing one checks its id, which a check that decides nothing
        // cannot do. Said in the detail, not as a warning every site would always get.
        let unchecked = unsure.isEmpty ? "" : "; \(unsure.joined(separator: " and ")) are confirmed only by pressing them "
            + "(their ids: P43081 in the web client, Item Help › Advanced)"
        let opened = report.versions.count > 1 ? "versions \(versions) opened; " : ""
        return .ok(name, "stock (P43081): \(opened)\(check.findings.count - unsure.count) controls confirmed, \(listed)" + unchecked)
    }

    func pagingCheck(_ session: AISSession) async -> SiteCheckResult {
        let name = "second page"
        var query = BranchService.query(pageSize: 1)
        query.pageSize = 1
        do {
            let (_, next) = try await workspace.client.dataService.firstPage(query, session: session)
            guard let next else { return .ok(name, "F0006 has one row only: no second page to read") }
            _ = try await workspace.client.dataService.nextPage(next, session: session)
            return .ok(name, "read through the next link, from \(Self.origin(of: workspace.server))")
        } catch let error as AISError {
            return .failed(name, "a next page was not read: \(error.userMessage)",
                           fix: "allow next-page processing on the AIS server; behind a gateway, see \(site.guide), §9 Networks")
        } catch {
            return .failed(name, "\(error)", fix: "see the message")
        }
    }

    func affinityCheck(_ session: AISSession) async -> SiteCheckResult {
        let name = "one token, three requests"
        for attempt in 1...3 {
            do {
                guard try await workspace.client.sessionService.validate(session, touch: false) else {
                    return .failed(name, "request \(attempt) of 3 found the token unknown: a load balancer sent it to another AIS server",
                                   fix: "give the balancer session affinity (a cookie it sets, which Signoff keeps and sends back, "
                                        + "or the client's address); \(site.guide), §9 Networks")
                }
            } catch let error as AISError {
                return .failed(name, "request \(attempt) of 3: \(error.userMessage)", fix: "see the message")
            } catch {
                return .failed(name, "\(error)", fix: "see the message")
            }
        }
        return .ok(name, "3 requests answered on the login's token")
    }

    func clockCheck(_ session: AISSession) async -> SiteCheckResult {
        let name = "server day"
        var query = AddressBookService.query(addressNumbers: [session.userInfo.addressNumber], pageSize: 1)
        query.pageSize = 1
        guard let page = try? await workspace.client.dataService.firstPage(query, session: session).page, let serverDay = page.serverDay else {
            return .warning(name, "the server's answers carry no time stamp",
                            fix: "nothing to do: days waiting are counted from this machine's day")
        }
        let mine = today()
        let apart = abs(mine.days(since: serverDay))
        guard apart <= 1 else {
            return .warning(name, "the server says \(serverDay.iso), this machine \(mine.iso)",
                            fix: "set this machine's clock (days waiting and recent changes are counted from the server's day)")
        }
        return .ok(name, "\(serverDay.iso)" + (apart == 0 ? ", as on this machine" : ", a day from this machine's (time zones)"))
    }

    static func origin(of url: URL) -> String {
        "\(url.scheme ?? "http")://\(url.host ?? "")" + (url.port.map { ":\($0)" } ?? "")
    }
}
