import Foundation
import Store

/// Answers the `/jderest` endpoints of the contract: checks method, content type and JSON, applies the
/// faults, finds the session, and hands the request to its service.
struct AISRouter: Sendable {
    let users: UserAccounts
    let tokens: TokenStore
    let resultSets: ResultSetStore
    let dataService: DataService
    let decisions: DecisionOrchestration
    let media: MediaObjects
    /// `/jderest/v2/appstack`: P43081 through application stacks (contract §5.2).
    let appStacks: AppStackService
    let faults: FaultInjector
    /// Counts each request by kind as it arrives (`GET /admin/requests`).
    let counters: RequestCounters
    /// The simulator's now, for decisions and attachments.
    let clock: SimulatorClock
    /// Real (§9) or tidy answers.
    let shapes: ResponseShapes
    /// The base URL the server is bound to, for next-page links when the request has no usable Host.
    let baseURL: @Sendable () -> String
    /// The site played: tables not allowed, another origin in next links.
    var site = SitePlay()

    static let environment = "JDV920"

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        // Counted when the answer is made, before it is sent; a request that is not well-formed is `other`.
        var kind = RequestKind.other
        defer { counters.record(kind) }
        guard let (endpoint, orchestration) = Self.endpoint(for: request.path) else {
            return ErrorBody.response(404, "No service at \(request.path.prefix(100))")
        }
        guard request.method == "POST" else {
            var response = ErrorBody.response(405, "Use POST")
            response.headers.append(("Allow", "POST"))
            return response
        }
        guard request.mediaType == "application/json" else {
            return ErrorBody.response(415, "Content-Type must be application/json")
        }
        let body: JSONValue
        do {
            body = try JSONParser.parse(request.body)
        } catch {
            return ErrorBody.response(400, "Invalid JSON: \(error)")
        }
        guard case .object = body else { return ErrorBody.response(400, "The request body must be a JSON object") }
        kind = RequestKind(endpoint, body: body)

        faults.delay()
        if faults.shouldFail(endpoint) {
            return ErrorBody.response(500, "Simulated server error", userDefinedErrorText: "The simulator failed this request on purpose")
        }
        var response: HTTPResponse
        do {
            response = try answer(endpoint, orchestration: orchestration, body: body, request: request)
        } catch let error as ServiceError {
            response = .json(error.status, refusal(error.message))
        } catch {
            response = ErrorBody.response(500, "Service error: \(error)")
        }
        if response.delivery == .complete, faults.shouldDropAnswer() { response.delivery = .dropMidway }
        return response
    }

    /// The endpoint of a path, with the orchestration name for `v3/orchestrator/{name}`.
    static func endpoint(for path: String) -> (Endpoint, String?)? {
        guard path.hasPrefix("/jderest/") else { return nil }
        var rest = String(path.dropFirst("/jderest/".count))
        while rest.hasSuffix("/") { rest.removeLast() }
        if rest.hasPrefix("v3/orchestrator/") {
            let name = String(rest.dropFirst("v3/orchestrator/".count))
            return name.isEmpty || name.contains("/") ? nil : (.orchestrator, name)
        }
        guard rest.hasPrefix("v2/"), let endpoint = Endpoint(rawValue: String(rest.dropFirst(3))),
              endpoint != .orchestrator else { return nil }
        return (endpoint, nil)
    }

    private func answer(_ endpoint: Endpoint, orchestration: String?, body: JSONValue, request: HTTPRequest) throws -> HTTPResponse {
        if endpoint == .tokenRequest { return try tokenRequest(body) }
        let credentials = Credentials(body: body, request: request)
        let deviceRequired = endpoint != .logout
        guard let token = credentials.token,
              let session = tokens.session(token: token, deviceName: deviceRequired ? credentials.deviceName ?? "" : credentials.deviceName,
                                           touch: endpoint != .validate || body["touch"]?.boolValue == true) else {
            return .json(444, ErrorBody.invalidToken)
        }
        let hostile = faults.hostileText
        if [.fileList, .fileDownload, .fileGetText, .fileAddText].contains(endpoint),
           let form = body["formName"]?.lenientString, site.forbiddenForms.contains(form.uppercased()) {
            return ErrorBody.response(403, "Authorization Failure",
                                      userDefinedErrorText: "User \(session.user.username) is not authorized to run \(form.prefix(40)) (application security)")
        }
        switch endpoint {
        case .tokenRequest:  // answered above, before any session exists
            return try tokenRequest(body)
        case .validate:
            return .json(200, ["isValidSession": true])
        case .logout:
            tokens.remove(token: session.token)
            resultSets.removeAll(token: session.token)
            appStacks.stacks.removeAll(token: session.token)
            return .json(200, [:])
        case .dataService:
            if let table = body["targetName"]?.lenientString?.uppercased(), site.forbiddenTables.contains(table) {
                return ErrorBody.response(403, "Authorization Failure",
                                          userDefinedErrorText: "User \(session.user.username) is not authorized to view \(table) (Data Browser security)")
            }
            return .json(200, try dataService.answer(body, session: session, baseURL: linkBase(request), hostile: hostile,
                                                     counting: !faults.settings.noCounting))
        case .dataServiceNext:
            guard let rid = request.query["rid"],
                  let page = try dataService.next(rid: rid, session: session, baseURL: linkBase(request), hostile: hostile) else {
                return .json(500, ErrorBody.resultSetExpired)
            }
            return .json(200, page)
        case .orchestrator:
            return orchestrate(orchestration ?? "", body: body, session: session)
        case .appStack:
            let answer = try appStacks.answer(body, session: session)
            return answer.decisive ? losingDecisions(answer.response) : answer.response
        case .fileList:
            let key = try MediaObjects.orderKey(from: body)
            let items = try media.list(key).map { item -> JSONValue in
                [
                    "sequence": .int(item.sequence), "itemName": text(item.itemName, hostile), "moType": 0,
                    "isText": true, "isImage": false, "isURL": false,
                    "updateDate": .string(session.user.dateFormat.format(iso: item.updateDate)),
                    "updateUserID": .string(item.updateUser),
                ]
            }
            // Files and links only for a client that asks for them (§7: moTypes with FILE or URL).
            let types = Set((body["moTypes"]?.arrayValue ?? []).compactMap { $0.stringValue?.uppercased() })
            let others = try media.files.list(key).filter { item in
                item.link == nil ? types.contains("FILE") : types.contains("URL") && body["includeURLs"]?.boolValue != false
            }.map { item -> JSONValue in
                var fields: [(key: String, value: JSONValue)] = [
                    ("sequence", .int(item.sequence)), ("itemName", text(item.itemName, hostile)),
                    ("updateDate", .string(session.user.dateFormat.format(iso: item.updateDate))), ("updateUserID", .string(item.updateUser)),
                    ("isText", false), ("isImage", .bool(item.isImage)), ("isURL", .bool(item.link != nil)),
                ]
                if let link = item.link {
                    fields += [("moType", 2), ("link", .string(link))]
                } else {
                    fields += [("moType", 5), ("file", .string(item.fileName ?? "")), ("size", .int(item.size))]
                }
                return .object(fields)
            }
            return .json(200, ["mediaObjects": .array(items + others)])
        case .fileDownload:
            let key = try MediaObjects.orderKey(from: body)
            guard let sequence = body["sequence"]?.lenientDouble.map(Int.init) else { throw ServiceError("sequence is required") }
            guard let item = try media.files.item(key, sequence: sequence), let name = item.fileName else {
                throw ServiceError("No file attachment \(sequence) on order \(key)")
            }
            return HTTPResponse(status: 200, headers: [("Content-Type", item.contentType),
                                                       ("Content-Disposition", "attachment; filename=\"\(Self.quoted(name))\"")],
                                body: item.bytes)
        case .fileGetText:
            let key = try MediaObjects.orderKey(from: body)
            guard let sequence = body["sequence"]?.lenientDouble.map(Int.init) else { throw ServiceError("sequence is required") }
            guard let item = try media.text(key, sequence: sequence) else {
                throw ServiceError("No text attachment \(sequence) on order \(key)")
            }
            return .json(200, ["text": text(item.text, hostile), "isRTF": false, "itemName": text(item.itemName, hostile),
                               "sequence": .int(item.sequence)])
        case .fileAddText:
            let key = try MediaObjects.orderKey(from: body)
            guard let input = body["inputText"]?.stringValue else { throw ServiceError("inputText is required") }
            let name = body["itemName"]?.stringValue ?? "Text"
            let sequence = try media.add(key, itemName: name, text: input, user: session.user.username, now: clock.now())
            return .json(200, ["addTextStatus": "Success", "sequence": .int(sequence), "itemName": .string(name)])
        }
    }

    /// A file name inside `filename="…"`: quotes and backslashes escaped, line breaks dropped.
    static func quoted(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0 != "\r" && $0 != "\n" }.map { $0 == "\"" || $0 == "\\" ? "\\" + String($0) : String($0) }
            .joined())
    }

    // MARK: Session

    private func tokenRequest(_ body: JSONValue) throws -> HTTPResponse {
        let username = body["username"]?.lenientString ?? ""
        let password = body["password"]?.lenientString ?? ""
        guard let device = body["deviceName"]?.lenientString, !device.trimmingCharacters(in: .whitespaces).isEmpty else {
            return ErrorBody.response(403, "Authorization Failure", userDefinedErrorText: "deviceName is required")
        }
        guard !faults.settings.refuseLogins, !username.isEmpty, username.utf8.count <= 64, password.utf8.count <= 256,
              let user = try users.authenticate(username: username, password: password) else {
            return ErrorBody.response(403, "Authorization Failure", userDefinedErrorText: "Wrong user or password")
        }
        if let environment = body["environment"]?.stringValue, !environment.isEmpty, environment.uppercased() != user.environment {
            return ErrorBody.response(403, "Authorization Failure", userDefinedErrorText: "Environment \(environment.prefix(20)) is not available")
        }
        if let role = body["role"]?.stringValue, !role.isEmpty, role.uppercased() != user.role, role != "*ALL" {
            return ErrorBody.response(403, "Authorization Failure", userDefinedErrorText: "Role \(role.prefix(20)) is not available")
        }
        let session = tokens.issue(for: user, deviceName: device)
        let hostile = faults.hostileText
        let userInfo: JSONValue = [
            "token": .string(session.token), "langPref": "  ", "locale": "en",
            "dateFormat": .string(user.dateFormat.jdeCode), "dateSeperator": .string(user.dateFormat.separator),
            "simpleDateFormat": .string(user.dateFormat.pattern), "decimalFormat": .string(user.decimalFormat),
            "addressNumber": .int(user.addressNumber), "alphaName": text(user.alphaName, hostile), "appsRelease": "E920",
            "country": " ", "username": .string(user.username), "timeZoneOffset": .string(user.timeZone),
        ]
        let answer: JSONValue = [
            "username": .string(user.username), "environment": .string(user.environment), "role": .string(user.role),
            "jasserver": "http://jas.example:8080", "userInfo": userInfo,
            "userAuthorized": false, "adminAuthorized": false, "passwordAboutToExpire": false,
            "aisSessionCookie": .string("\(RandomBytes.hex(24))!-\(Int.random(in: 1_000_000_000...2_000_000_000))!\(Int(Date().timeIntervalSince1970 * 1000))"),
        ]
        return .json(200, shapes == .real ? Self.realTokenAnswer(answer, user: user) : answer)
    }

    /// The token answer with what real servers add or write differently (§9): null `version` and
    /// `poStringJSON`s, release-dependent extras, and a blank name as one space.
    static func realTokenAnswer(_ tidy: JSONValue, user: UserAccount) -> JSONValue {
        guard case .object(var pairs) = tidy, let infoIndex = pairs.firstIndex(where: { $0.0 == "userInfo" }),
              case .object(var info) = pairs[infoIndex].1 else { return tidy }
        if let name = info.firstIndex(where: { $0.0 == "alphaName" }), info[name].1 == "" { info[name].1 = " " }
        info += [("longUserId", .string(user.username)), ("timeFormat", "HH:mm:ss"), ("dstRuleKey", " ")]
        pairs[infoIndex].1 = .object(info)
        pairs += [
            ("version", .null), ("poStringJSON", .null), ("altPoStringJSON", .null),
            ("envColor", "#1E4A6D"), ("machineName", "jas.example"), ("currencyEnvironment", false), ("deprecated", false),
        ]
        return .object(pairs)
    }

    // MARK: Decisions

    /// An orchestration's answer, refusals included, and the faults that take it away after the work is done.
    private func orchestrate(_ name: String, body: JSONValue, session: Session) -> HTTPResponse {
        guard [DecisionOrchestration.approveName, DecisionOrchestration.rejectName, DecisionOrchestration.forwardName].contains(name) else {
            return ErrorBody.response(404, "Orchestration \(name.prefix(60)) does not exist")
        }
        var response: HTTPResponse
        do {
            response = try decide(name, body: body, session: session)
        } catch let error as ServiceError {
            response = .json(error.status, refusal(error.message))
        } catch {
            response = ErrorBody.response(500, "Service error: \(error)")
        }
        return losingDecisions(response)
    }

    /// A decision's answer (an orchestration, or an appstack execute that pressed Approve or Reject), taken
    /// away by the faults that lose decisions' answers after the work is done. A reset spends one of the first
    /// N requests whatever their outcome; a lost answer needs a success.
    private func losingDecisions(_ answer: HTTPResponse) -> HTTPResponse {
        var response = answer
        if faults.shouldResetDecision() {
            response.delivery = .dropBeforeAnswer
        } else if response.status == 200 && faults.shouldLoseDecision() {
            faults.holdLostDecision()
            response.delivery = .dropBeforeAnswer
        }
        return response
    }

    private func decide(_ name: String, body: JSONValue, session: Session) throws -> HTTPResponse {
        let rejecting: Bool
        switch name {
        case DecisionOrchestration.approveName: rejecting = false
        case DecisionOrchestration.rejectName: rejecting = true
        case DecisionOrchestration.forwardName: return try forward(body: body, session: session)
        default: return ErrorBody.response(404, "Orchestration \(name.prefix(60)) does not exist")
        }
        let began = Date(), start = clock.now()
        let decision = try DecisionOrchestration.decision(from: body, rejecting: rejecting)
        if faults.refuses(order: decision.order.number) {
            return FormError.orderOnHold(decision.order, shapes: shapes, hostile: faults.hostileText)
        }
        let outcome = try decisions.decide(decision, as: session.user, source: .orchestration, now: start)
        return .json(200, Self.success(outcome, start: start, since: began, hostile: faults.hostileText))
    }

    private func forward(body: JSONValue, session: Session) throws -> HTTPResponse {
        let began = Date(), start = clock.now()
        let (decision, forwardTo) = try DecisionOrchestration.forward(from: body)
        if faults.refuses(order: decision.order.number) {
            return FormError.orderOnHold(decision.order, shapes: shapes, hostile: faults.hostileText)
        }
        let outcome = try decisions.forward(decision, to: forwardTo, as: session.user, now: start)
        return .json(200, Self.success(outcome, start: start, since: began, hostile: faults.hostileText,
                                       extra: [("ForwardedTo", .int(forwardTo))]))
    }

    /// The success answer (§5) of a decision made at `start` (the simulator's clock), whose work began at
    /// `began` (the system clock: the execution time is real even when the simulator's clock stands still).
    static func success(_ outcome: DecisionOrchestration.Outcome, start: Date, since began: Date, hostile: Bool,
                        extra: [(String, JSONValue)] = []) -> JSONValue {
        let end = start.addingTimeInterval(max(0, Date().timeIntervalSince(began)))
        let answer: JSONValue = [
            "OrderNumber": .int(outcome.order.number), "OrderType": .string(outcome.order.type),
            "OrderCompany": .string(outcome.order.company), "ApprovalStatus": .string(outcome.approvalStatus),
            "OrderStatus": .string(outcome.orderStatus), "NextApprover": .int(outcome.nextApprover),
            "jde__status": "SUCCESS",
            "jde__simpleMessage": hostile ? HostileText.corrupt(outcome.message) : .string(outcome.message),
            "jde__startTimestamp": .string(Timestamps.iso(start)), "jde__endTimestamp": .string(Timestamps.iso(end)),
            "jde__serverExecutionSeconds": .double((end.timeIntervalSince(start) * 1000).rounded() / 1000),
        ]
        guard case .object(let pairs) = answer, !extra.isEmpty else { return answer }
        return .object(pairs + extra)
    }

    // MARK: Helpers

    private func refusal(_ message: String) -> JSONValue {
        ErrorBody.general(message, userDefinedErrorText: faults.hostileText ? HostileText.corrupt(message) : .string(message))
    }

    private func text(_ value: String, _ hostile: Bool) -> JSONValue { hostile ? HostileText.corrupt(value) : .string(value) }

    /// `http://HOST:PORT/jderest` as the client addressed this server, when its Host header is plain.
    /// `--next-origin` puts another origin there, as AIS behind a TLS-terminating gateway writes its own.
    private func linkBase(_ request: HTTPRequest) -> String {
        if let origin = site.nextOrigin { return origin + "/jderest" }
        if let host = request.header("host"), !host.isEmpty, host.count <= 255,
           host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-:[]".contains($0)) }) {
            return "http://\(host)/jderest"
        }
        return baseURL()
    }
}

/// The token and device name of a request: from the body (§1), else from the `jde-AIS-Auth` headers.
struct Credentials {
    let token: String?
    let deviceName: String?

    init(body: JSONValue, request: HTTPRequest) {
        let bodyToken = body["token"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        token = bodyToken ?? request.header("jde-ais-auth")
        deviceName = body["deviceName"]?.stringValue ?? request.header("jde-ais-auth-device")
    }
}
