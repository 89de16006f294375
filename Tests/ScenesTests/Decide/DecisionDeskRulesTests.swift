import Foundation
import Resources
import Store
import Testing
@testable import Scenes

/// The desk's rules of what a decision asks for (a rejection's reason, decided lines, forwarding): a
/// refusal of them is a usage error, a script's exit 2, where a refusal of the moment (an order being
/// sent, gone from the queue) is not; nothing is saved either way.
@MainActor
@Suite struct DecisionDeskRulesTests {
    let db: Database
    let outbox = DecisionSendingSpy()
    static let codes = [ReasonFacts(code: "BU", text: "Over budget"), ReasonFacts(code: "PR ", text: "Price too high")]

    init() throws {
        db = try makeQueueDatabase(orders: 3) { n in (7000 + n, Double(n) * 1000) }
    }

    static func order(_ number: Int) -> OrderID { OrderID(OrderKey(number: number, type: "OP", company: "00200", suffix: "000")) }

    private func desk(reasons: [ReasonFacts] = [], rules: DecisionRules = DecisionRules(confirmApprovals: false),
                      colleagues: (any ColleagueFinding)? = nil) -> DecisionDesk {
        makeDesk(database: db, outbox: outbox, rules: rules, colleagues: colleagues, reasons: reasons)
    }

    /// The desk's refusal `check` threw, or nil.
    private func refusal(_ check: () throws -> Void) -> DecisionDesk.Refusal? {
        do { try check() } catch { return error as? DecisionDesk.Refusal }
        return nil
    }

    @Test func withCodesLoadedARejectionsReasonIsOneOfThem() {
        let sut = desk(reasons: Self.codes)
        #expect(refusal { try sut.checkRules(.reject, orderCount: 1, reason: "BU", lines: []) } == nil)
        #expect(refusal { try sut.checkRules(.reject, orderCount: 1, reason: " PR", lines: []) } == nil, "codes and reasons compared trimmed")
        let unknown = refusal { try sut.checkRules(.reject, orderCount: 1, reason: "ZZ", lines: []) }
        #expect(unknown?.isUsageError == true && unknown?.why.contains("Codes: BU (Over budget), PR (Price too high)") == true)
        let none = refusal { try sut.checkRules(.reject, orderCount: 1, reason: "", lines: []) }
        #expect(none?.isUsageError == true && none?.why.contains("needs a reason code") == true)
        #expect(refusal { try sut.checkRules(.approve, orderCount: 1, reason: "", lines: []) } == nil, "an approval needs no reason")
    }

    @Test func withoutCodesARejectionTakesNoReasonUnlessTheSettingsRequireOne() {
        #expect(refusal { try desk().checkRules(.reject, orderCount: 1, reason: "", lines: []) } == nil)
        let given = refusal { try desk().checkRules(.reject, orderCount: 1, reason: "BU", lines: []) }
        #expect(given?.isUsageError == true && given?.why.contains("has none loaded") == true)
        let required = refusal { try desk(rules: DecisionRules(reasonRequired: true)).checkRules(.reject, orderCount: 1, reason: "", lines: []) }
        #expect(required?.isUsageError == true && required?.why.contains("approvals.require-reason") == true)
    }

    @Test func linesNeedAMethodThatDecidesLinesAndOneOrder() {
        let orchestrations = desk()
        let whole = refusal { try orchestrations.checkRules(.approve, orderCount: 1, reason: "", lines: [2]) }
        #expect(whole?.isUsageError == true && whole?.why.contains("approvals.method stock") == true)
        let stock = desk()
        stock.linesDecidable = true
        #expect(refusal { try stock.checkRules(.approve, orderCount: 1, reason: "", lines: [2]) } == nil)
        #expect(refusal { try stock.checkRules(.approve, orderCount: 2, reason: "", lines: [2]) }?.isUsageError == true)
    }

    @Test func aForwardNeedsForwardingSetUp() {
        let unset = refusal { try desk().checkRules(.forward, orderCount: 1, reason: "", lines: []) }
        #expect(unset?.isUsageError == true && unset?.why.contains("approvals.forward-orchestration") == true)
        #expect(refusal { try desk(colleagues: ColleagueFinderSpy(everyone: [])).checkRules(.forward, orderCount: 1, reason: "", lines: []) } == nil)
    }

    @Test func submitKeepsTheRulesAndSavesNothingWhenOneRefuses() {
        let sut = desk(reasons: Self.codes)
        let refused = refusal { try sut.submit(.init(orders: [Self.order(4001)], verdict: .reject, remark: "", reason: "ZZ")) }
        #expect(refused?.isUsageError == true)
        #expect(outbox.savedDecisions.isEmpty)
    }

    @Test func aRefusalOfTheMomentIsNotAUsageError() throws {
        // Given: a decision on 4001 already in the outbox
        try db.write { c in
            _ = try DecisionOutboxDao().enqueue(username: "DEMO", approver: 4242, order: Self.order(4001).key, kind: .approve, remark: "",
                                                reason: "", seen: nil, madeOffline: false, at: Date(), in: c)
        }
        let presenter = DecidePresenterSpy()
        let sut = makeDecideInteractor(desk: desk(), presenter: presenter)
        // When: another decision is asked for on it, and one the rules refuse
        sut.open(.approve, orders: [Self.order(4001)])
        sut.submit(.init(orders: [Self.order(4002)], verdict: .reject, remark: "", reason: "BU"))
        // Then: the first is refused for now, the second as asked
        #expect(presenter.refusals.first?.contains("still being sent") == true)
        #expect(presenter.refusalsAreUsageErrors == [false, true])
    }
}
