@testable import AIS
import AISSimulator
import Foundation
@testable import Resources
import Testing

/// The application stack's decoders (contract §5.2) over mutated answers of the simulator's P43081: each
/// gives a form and a stack state that keep their promises, or throws `AISError`; none traps.
@Suite struct AppStackAnswerFuzzTests {
    static let cases = 4_000
    static let statuses = [200, 400, 403, 444, 500, 502, 0, -1]

    @Test(.timeLimit(.minutes(5)))
    func appStackAnswersDecodeToFormsOrAISErrors() async throws {
        let answers = try await Self.record()
        #expect(answers.count >= 7)
        let parsed = answers.map { try? AIS.JSONParser.parse($0.body) }
        var sut = FuzzRun("AIS appstack decoders")
        for _ in 0..<FuzzBudget.cases(Self.cases) {
            let pick = sut.random.below(answers.count)
            let body: [UInt8]
            switch sut.random.below(10) {
            case 0: body = sut.random.bytes(sut.random.int(0...48))
            case 1...6: body = parsed[pick].map { JSONWriter.bytes(JSONMutator.mutate($0, random: &sut.random)) }
                ?? ByteMutator.mutate(answers[pick].body, random: &sut.random, corpus: answers.map(\.body))
            default: body = ByteMutator.mutate(answers[pick].body, random: &sut.random, corpus: answers.map(\.body))
            }
            let status = sut.random.chance(85) ? answers[pick].status : sut.random.pick(Self.statuses)
            let step = sut.random.chance(50)
            sut.check(body) { Self.problem(decoding: body, status: status, step: step) }
        }
        #expect(sut.finish() == FuzzBudget.cases(Self.cases))
    }

    /// nil when the decoders kept their promise on this answer.
    static func problem(decoding body: [UInt8], status: Int, step: Bool) -> String? {
        let answer: AppStackAnswer
        do {
            let json = try AppStackService.interpretStackAnswer(AIS.HTTPResponse(status: status, body: body),
                                                          kind: step ? .appStackStep : .write)
            answer = try AppStackService.appStackAnswer(json, session: session)
        } catch {
            if error.userMessage.isEmpty { return "an AISError without a message" }
            if case .appStackForgotten(let why) = error, why.count > 501 { return "a forgotten stack's text of \(why.count)" }
            if case .serverError(_, let why) = error, why.count > 501 { return "a server error's text of \(why.count)" }
            if step, status == 444 {
                guard case .appStackForgotten = error else { return "a 444 on a step that is not a forgotten stack: \(error)" }
            }
            return nil
        }
        if answer.state.session != session { return "the stack lost its session" }
        if answer.form.formId.count > 41 || answer.currentApp.count > 101 { return "an uncapped form name" }
        for message in answer.form.errors + answer.form.warnings where message.reason.count > 501 || message.reason.isEmpty {
            return "a form message's reason of \(message.reason.count) characters"
        }
        let order = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        for row in answer.form.rows {
            _ = StockDecider.row(row, is: order)
            _ = P43081Check.key(of: row)
            if let line = row.cell(alias: "LNID")?.double, !line.isFinite { return "a line number that is not finite" }
        }
        for control in answer.form.controls { _ = (control.text, control.int, control.double) }
        return nil
    }

    static let session = AISSession(token: "044fuzz=", username: "DEMO", environment: "JDV920", role: "*ALL",
                                    deviceName: "signoff-fuzz0001", userInfo: AISUserInfo(addressNumber: 4242, alphaName: "Demo"))

    /// The simulator's appstack answers: lists with and without alias naming, a review, a form error, a
    /// stale state, a close and a forgotten stack.
    static func record() async throws -> [AnswerCorpus.Answer] {
        let sim = try SimulatorServer(configuration: SimulatorConfiguration(orders: 6, seed: 5))
        try sim.start()
        defer { sim.stop() }
        let recorder = RecordingTransport(CurlTransport(options: .init(timeout: 60)))
        let configuration = AISConfiguration(baseURL: URL(string: sim.baseURL)!, environment: "JDV920", role: "*ALL",
                                             deviceName: "signoff-fuzz0001")
        let client = AISClient(configuration: configuration, transport: recorder)
        let session = try await client.sessionService.login(username: "DEMO", password: "demo")
        let plain = FormOpenRequest(formName: "P43081_W43081A", version: "ZJDE0001", aliasNaming: false, autoFind: true)
        if let other = try? await client.appStackService.openStack(plain, session: session) { try? await client.appStackService.closeStack(other.state) }
        let list = try await client.appStackService.openStack(FormOpenRequest(formName: "P43081_W43081A", version: "ZJDE0001",
                                                              formActions: [.doAction(6)]), session: session)
        if let row = list.form.rows.first, let number = row.cell(alias: "DOCO")?.int {
            sim.faults.refusedOrders = [number]
            let review = try await client.appStackService.executeStack(list.state, formOID: "W43081A",
                                                       actions: [.selectRow(grid: 1, rowIndex: row.rowIndex), .doAction(114)])
            _ = try? await client.appStackService.executeStack(review.state, formOID: "W43081B", actions: [.selectAllRows(grid: 1), .doAction(94)])
            _ = try? await client.appStackService.executeStack(list.state, formOID: "W43081A", actions: [.doAction(6)])
        }
        try? await client.appStackService.closeStack(list.state)
        _ = try? await client.appStackService.executeStack(list.state, formOID: "W43081A", actions: [.doAction(6)])
        return recorder.corpus.answers.filter { $0.endpoint == "v2/appstack" }
    }
}
