import AIS

/// Decisions through P43081, as it ships (contract §5.2): four requests each (`StockDecider` opens
/// W43081A, finds the order, reviews it on W43081B against what the approver saw, presses, closes), so a few
/// go at once; single lines can be rejected; the remark goes as a text attachment where the site's version
/// shows no remark field. A forward has no P43081 form: it goes through the orchestration.
public struct StockP43081Method: DecisionSendingMethod {
    let client: AISClient
    public let controls: P43081Controls
    private let forwards: OrchestrationMethod

    public init(client: AISClient, controls: P43081Controls) {
        self.client = client
        self.controls = controls
        forwards = OrchestrationMethod(client: client)
    }

    /// Four stacks of one session at a time, well under a server's limit of stacks per session: 24 marked
    /// orders in a few seconds instead of one after another.
    public var decisionsAtOnce: Int { 4 }

    public func reviewsOrder(of decision: Decision) -> Bool { decision.kind != .forward }

    /// What P43081 said before anything was decided (a refusal on the form, the order gone or changed, a
    /// control of the site's version that did not do what its setting says) is `DecisionNotMade`; an
    /// answer lost after the press stays unknown.
    public func decide(_ decision: Decision, session: AISSession) async throws -> DecisionResult {
        guard decision.kind != .forward else { return try await forwards.decide(decision, session: session) }
        do {
            return try await StockDecider(client: client, controls: controls)
                .decide(decision.order, decision.kind == .approve ? .approve : .reject, lines: decision.lines, seen: decision.seen,
                        session: session)
        } catch StockDecisionError.orderChanged(let found) {
            throw DecisionNotMade.orderChanged(found: found)
        } catch let error as StockDecisionError where !error.mayHaveDecided {
            if case .noLongerAwaits = error { throw DecisionNotMade.noLongerAwaits(error.description) }
            throw DecisionNotMade.refused(error.description)
        }
    }

    /// Lines rejected show in `F4311` (their `STTS` `R `, or `LTTR` the site's rejected status) before any
    /// `F4209` row says so; the rest the route tells.
    public func settle(lostAnswerOf decision: Decision, orders: OrderDetailWorker) async -> LostAnswer {
        guard decision.kind == .reject, !decision.lines.isEmpty else { return .askTheRoute }
        guard let (_, lines) = try? await orders.headerAndLinesFromServer(decision.order) else { return .cannotAsk }
        let decided = lines.filter { decision.lines.contains($0.lineNumber) }
        return !decided.isEmpty && decided.allSatisfy(\.isRejected) ? .recorded : .askTheRoute
    }

    /// `PR · Price too high · within budget`: the reason's code and words, then the remark where the site's
    /// version shows no remark field; nil when there is nothing to say.
    public func remarkAttachment(of decision: Decision, reasonWords: (String) throws -> String) rethrows -> String? {
        guard controls.remark == nil || !decision.reason.isEmpty, decision.kind != .forward else { return nil }
        var parts: [String] = []
        let code = decision.reason.trimmingCharacters(in: .whitespaces)
        if !code.isEmpty {
            let words = try reasonWords(code)
            parts += [code] + (words.isEmpty ? [] : [words])
        }
        let remark = decision.remark.trimmingCharacters(in: .whitespaces)
        if !remark.isEmpty, controls.remark == nil { parts.append(remark) }
        guard !parts.isEmpty else { return nil }
        let verb = decision.kind == .approve ? "Approved" : "Rejected"
        let lines = decision.lines.isEmpty ? "" : " (lines " + DecisionOutboxDao.storedLines(decision.lines) + ")"
        return "\(verb)\(lines): " + parts.joined(separator: " · ")
    }
}
