import AIS
import Foundation

/// `signoff doctor`: a site check that decides nothing and writes nothing on the server. It asks the
/// server what it is, logs in, reads one row of every table Signoff reads, the code lists, the default
/// branch, the decision method's path, a second page, three requests on one token and the server's day,
/// then logs out. Each check tells its result as it ends (`run`), so a slow server shows progress. The
/// doctor checks the server and the login itself; the reads, the paths and the attachments are checks of
/// their own (`SiteReadsCheck`, `SitePathsCheck`, `SiteAttachmentsCheck`) that it runs with the session.
public struct SiteDoctor: Sendable {
    /// What the check is asked to use: who logs in, and how this site decides.
    public struct Site: Sendable {
        public var username: String
        /// nil: the workspace's live session is used (the settings screen), neither logged in nor out.
        public var password: String?
        public var method: DecisionMethod
        /// The approve and reject orchestrations (the orchestration method), by their settings' keys.
        public var orchestrations: [(key: String, name: String)]
        /// Results the caller found before the server was asked (the proxy in use, the TLS settings).
        public var local: [SiteCheckResult]
        /// The administrator's guide as `fix:` lines name it: its installed path, or `docs/JDE-SETUP.md`.
        public var guide: String

        public init(username: String, password: String?, method: DecisionMethod, orchestrations: [(key: String, name: String)],
                    local: [SiteCheckResult] = [], guide: String = "docs/JDE-SETUP.md") {
            self.username = username
            self.password = password
            self.method = method
            self.orchestrations = orchestrations
            self.local = local
            self.guide = guide
        }
    }

    let workspace: ServerWorkspace
    let site: Site
    let today: @Sendable () -> LocalDate

    public init(workspace: ServerWorkspace, site: Site, today: @escaping @Sendable () -> LocalDate = { .today() }) {
        self.workspace = workspace
        self.site = site
        self.today = today
    }

    /// Runs every check, telling each result as it ends; answers them all in order.
    public func run(_ tell: @escaping @Sendable (SiteCheckResult) -> Void) async -> [SiteCheckResult] {
        let results = SiteCheckResults(tell)
        for local in site.local { results.add(local) }
        let server = await serverCheck()
        results.add(server.result)
        guard server.result.status != .failed else { return results.all }
        let live = site.password == nil ? await workspace.gate.currentSession() : nil
        if let live {
            results.add(.ok("login", "the session of \(live.username) in use (environment \(live.environment), role \(live.role))"))
        }
        var session = live
        if session == nil { session = await login(results) }
        guard let session else { return results.all }
        results.add(profileCheck(session))
        results.add(formatsCheck(session))
        let reads = SiteReadsCheck(workspace: workspace, site: site)
        for result in await reads.tableChecks(session) { results.add(result) }
        results.add(await reads.codeListCheck(session))
        results.add(await reads.defaultBranchCheck(session))
        let paths = SitePathsCheck(workspace: workspace, site: site, today: today)
        results.add(await paths.decisionPathCheck(serverInfo: server.info))
        results.add(await SiteAttachmentsCheck(workspace: workspace, site: site).run(session))
        results.add(await paths.pagingCheck(session))
        results.add(await paths.affinityCheck(session))
        results.add(await paths.clockCheck(session))
        if live == nil { await workspace.gate.logout() }
        return results.all
    }

    // MARK: Before the login

    private func serverCheck() async -> (result: SiteCheckResult, info: AISServerInfo?) {
        let address = workspace.server.absoluteString
        do {
            let info = try await workspace.client.sessionService.serverInfo()
            let release = info.aisVersion.isEmpty ? "an AIS server" : "AIS \(info.aisVersion)"
            let offered = info.capabilities.isEmpty ? "no capabilities listed" : "\(info.capabilities.count) capabilities"
            return (.ok("server", "\(release) answers at \(address) (\(offered))"), info)
        } catch let error as AISError {
            switch error {
            case .notAnAISServer(let why), .malformedResponse(let why):
                // Some sites do not expose defaultconfig: the login below tells whether AIS is there.
                return (.warning("server", "\(address) answers, but not its release and capabilities (\(why))",
                                 fix: "nothing to do unless the login below fails; defaultconfig may be closed at this site"), nil)
            case .tlsFailure:
                return (.failed("server", error.userMessage, fix: "give the company's CA bundle: signoff settings set connection.ca-file "
                                + "/path/to/company-ca.pem (\(site.guide), §9 Networks)"), nil)
            default:
                return (.failed("server", error.userMessage, fix: "check connection.server (it ends in /jderest), the network and any "
                                + "proxy (connection.proxy, HTTPS_PROXY)"), nil)
            }
        } catch {
            return (.failed("server", "\(error)", fix: "check connection.server"), nil)
        }
    }

    private func login(_ results: SiteCheckResults) async -> AISSession? {
        guard let password = site.password else {
            results.add(.failed("login", "not logged in", fix: "log in first"))
            return nil
        }
        do {
            let session = try await workspace.gate.login(username: site.username, password: password)
            let name = session.userInfo.alphaName.isEmpty ? "" : " (\(session.userInfo.alphaName))"
            results.add(.ok("login", "logged in as \(session.username)\(name), environment \(session.environment), role \(session.role)"))
            return session
        } catch let error as AISError {
            if case .authorizationFailure(let refusal) = error {
                results.add(refusedLogin(refusal))
                return nil
            }
            let fix = "see the message; \(site.guide) §11 says what each answer means"
            results.add(.failed("login", error.userMessage, fix: fix))
        } catch {
            results.add(.failed("login", "\(error)", fix: "see the message"))
        }
        return nil
    }

    /// A refused login, tried once: every try with the password counts toward JD Edwards' failed-login limit,
    /// so the doctor sends it once and no other login after it (not even of the other login type). The
    /// server's reason is quoted (a site with a login type switched off says so there, contract §9), and the
    /// fix names the other login type for when the user and password are right.
    private func refusedLogin(_ refusal: String) -> SiteCheckResult {
        let configured = workspace.client.configuration.login
        let said = refusal.isEmpty ? "" : ": “\(refusal)”"
        var fix = "check the user, the password, connection.environment and connection.role"
        if let other = LoginType.allCases.first(where: { $0 != configured }) {
            fix += "; if they are right, this server may have the \(configured.rawValue) login switched off: "
                + "signoff settings set connection.login \(other.rawValue)"
        }
        return .failed("login", "the server refused the \(configured.rawValue) login\(said) (the password was sent once: every try "
                       + "counts toward the failed-login limit)", fix: fix)
    }

    // MARK: The user

    private func profileCheck(_ session: AISSession) -> SiteCheckResult {
        let number = session.userInfo.addressNumber
        guard number != 0 else {
            return .failed("address number", "the user profile \(session.username) has no address number, so it has no approval queue",
                           fix: "set the address number in the user profile (P0092)")
        }
        return .ok("address number", "\(number): the queue is the F4209 rows awaiting \(number)")
    }

    private func formatsCheck(_ session: AISSession) -> SiteCheckResult {
        let info = session.userInfo
        let decimal = info.decimalFormat.isEmpty ? "." : info.decimalFormat
        guard JDEDateFormat(simpleDateFormat: info.simpleDateFormat) != nil else {
            return .warning("formats", "the date format \"\(info.simpleDateFormat)\" is not one Signoff reads; dates are read as yyyyMMdd or ISO",
                            fix: "set a standard date format in the user profile")
        }
        return .ok("formats", "dates \(info.simpleDateFormat), decimal separator \"\(decimal)\"")
    }
}
