import Foundation

/// The application stack (contract §5.2, `POST /jderest/v2/appstack`): open a form, act on the form on
/// top, close the stack.
///
/// Sessions. A rejected token (`444`) is a request refused before it ran (§2.4), and under a
/// `SessionRenewal.renewer` `AISRequester.post` renews the session and sends the request again. That is
/// right for `open`: nothing existed yet, and the new stack is made on the new session, which the answer's
/// `AppStackState` carries. It is wrong for `execute` and `close`: the stack belonged to the session that
/// ended, so the same step sent with a new token could only meet "not found" — or, worse, if the ending
/// session's answer was lost after the step ran, hide what it did. Those two are sent as `.appStackStep`,
/// which `post` neither renews nor retries, always with the session that opened the stack (never the
/// gate's newer one), and a `444` on them is reported as `AISError.appStackForgotten`: the caller settles
/// what earlier steps did and opens a new stack (on a renewed session) if it goes on.
public struct AppStackService: Sendable {
    let requester: AISRequester
    var configuration: AISConfiguration { requester.configuration }

    /// Opens `request.formName` of its version: a new stack. Renewed after a `444` like any request.
    public func openStack(_ request: FormOpenRequest, session: AISSession) async throws -> AppStackAnswer {
        let (json, used) = try await requester.postAnswered(configuration.url("v2/appstack"), request.body, session: session,
                                                            kind: .write, read: Self.interpretStackAnswer(_:kind:))
        return try Self.appStackAnswer(json, session: used ?? session)
    }

    /// Carries out `actions` on the form `formOID` (`W43081A`) of the stack; they do nothing unless that
    /// form is on top. Never retried or renewed: see above.
    public func executeStack(_ stack: AppStackState, formOID: String, actions: [FormAction]) async throws -> AppStackAnswer {
        let body: [(key: String, value: JSONValue)] = [
            ("action", .string("execute")), ("stackId", .int(stack.stackId)), ("stateId", .int(stack.stateId)),
            ("rid", .string(stack.rid)),
            ("actionRequest", .object([("formOID", .string(formOID)), ("formActions", .array(actions.map(\.json)))])),
        ]
        let json = try await requester.post(configuration.url("v2/appstack"), body, session: stack.session, kind: .appStackStep,
                                            read: Self.interpretStackAnswer(_:kind:))
        return try Self.appStackAnswer(json, session: stack.session)
    }

    /// Closes the stack; the server frees it. Its `stateId` is sent as known (a server may not check it).
    public func closeStack(_ stack: AppStackState) async throws {
        let body: [(key: String, value: JSONValue)] = [
            ("action", .string("close")), ("stackId", .int(stack.stackId)), ("stateId", .int(stack.stateId)),
            ("rid", .string(stack.rid)),
        ]
        _ = try await requester.post(configuration.url("v2/appstack"), body, session: stack.session, kind: .appStackStep,
                                     read: Self.interpretStackAnswer(_:kind:))
    }

    /// An appstack answer's JSON, or its error: a forgotten stack (`500` "Application stack … not found",
    /// or a `444` on a step of a stack) is `appStackForgotten`; the rest as `interpret` says.
    static func interpretStackAnswer(_ response: HTTPResponse, kind: AISRequester.Kind) throws(AISError) -> JSONValue {
        do {
            return try AISRequester.interpret(response, kind: kind)
        } catch .invalidToken where kind == .appStackStep && response.status == 444 {
            throw .appStackForgotten(AISRequester.message(in: try? JSONParser.parse(response.body)) ?? "Invalid Token")
        } catch .serverError(let status, let text) where Self.saysStackForgotten(text) {
            throw .appStackForgotten(text.isEmpty ? "HTTP \(status)" : text)
        }
    }

    /// "Application stack 3 not found" (the server's words for a stack it does not hold).
    static func saysStackForgotten(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard let stack = lower.range(of: "application stack") else { return false }
        return lower[stack.upperBound...].contains("not found")
    }

    // MARK: Decoding

    /// The form on top and the stack's state, from an answer `interpret` accepted (an object).
    static func appStackAnswer(_ json: JSONValue, session: AISSession) throws(AISError) -> AppStackAnswer {
        guard let pairs = json.objectPairs else { throw .malformedResponse("the answer is not a JSON object") }
        guard let (name, value) = pairs.first(where: { $0.key.hasPrefix("fs_") && $0.value.objectPairs != nil }) else {
            if let text = ErrorReason.reason(in: json) { throw .serverError(status: 200, message: text) }
            throw .malformedResponse("the answer names no form")
        }
        guard let stackId = json["stackId"]?.int, let stateId = json["stateId"]?.int,
              let rid = json["rid"]?.text, !rid.isEmpty else {
            throw .malformedResponse("the answer names no application stack")
        }
        let form = stackForm(named: String(name.dropFirst(3)), value)
        let state = AppStackState(stackId: stackId, stateId: stateId, rid: rid, session: session)
        return AppStackAnswer(form: form, state: state,
                              currentApp: AISError.capped(json["currentApp"]?.text ?? "", 100))
    }

    /// `P43081_W43081A` and its `{title, data, errors, warnings}`.
    static func stackForm(named name: String, _ value: JSONValue) -> StackForm {
        let split = name.lastIndex(of: "_")
        let application = split.map { String(name[..<$0]) } ?? ""
        let formId = split.map { String(name[name.index(after: $0)...]) } ?? name
        var controls: [FormControl] = []
        var grid: FormGrid?
        for (key, item) in value["data"]?.objectPairs ?? [] {
            if key == "gridData" {
                grid = formGrid(item)
            } else if item.objectPairs != nil {
                controls.append(formControl(key: key, item))
            }
        }
        return StackForm(application: AISError.capped(application, 40), formId: AISError.capped(formId, 40),
                         title: value["title"]?.text ?? "", controls: controls, grid: grid,
                         errors: formMessages(value["errors"]), warnings: formMessages(value["warnings"]))
    }

    static func formGrid(_ value: JSONValue) -> FormGrid? {
        guard value.objectPairs != nil else { return nil }
        let columns = (value["columns"]?.objectPairs ?? []).map { key, title -> FormGridColumn in
            let (alias, id) = FormControl.parts(of: key)
            return FormGridColumn(key: key, alias: alias, id: id, title: title.text ?? "")
        }
        let rows = (value["rowset"]?.arrayValue ?? []).enumerated().compactMap { position, row -> FormGridRow? in
            guard let pairs = row.objectPairs else { return nil }
            let cells = pairs.compactMap { key, cell in cell.objectPairs == nil ? nil : formControl(key: key, cell) }
            let index = row["rowIndex"]?.int ?? position
            return FormGridRow(rowIndex: index, cells: cells, hasAttachments: row["MOExist"]?.bool ?? false)
        }
        return FormGrid(id: value["id"]?.int ?? 1, columns: columns, rows: rows,
                        moreRecords: value["summary"]?["moreRecords"]?.bool ?? false)
    }

    /// A header control or a cell; its id from `id`, else from the key's last part.
    static func formControl(key: String, _ value: JSONValue) -> FormControl {
        let (alias, keyId) = FormControl.parts(of: key)
        let internalValue = value["internalValue"] ?? .null
        let shown = value["value"]?.text ?? internalValue.text ?? ""
        return FormControl(key: key, id: value["id"]?.int ?? keyId, alias: alias, internalValue: internalValue,
                           value: shown, title: value["title"]?.text ?? "")
    }

    static func formMessages(_ value: JSONValue?) -> [FormMessage] {
        (value?.arrayValue ?? []).compactMap { entry in
            guard entry.objectPairs != nil else { return nil }
            func text(_ key: String) -> String { entry[key]?.text ?? "" }
            return FormMessage(code: text("CODE"), title: text("TITLE"), description: text("DESC"), mobile: text("MOBILE"),
                               control: text("ERRORCONTROL"))
        }
    }
}
