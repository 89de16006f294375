@testable import AIS
import Foundation
@testable import Resources
import Testing

/// Every decoder of the client over mutated answers: the status and body interpretation, the login
/// answer, data-service grids and their rows (with every entity decoder of Resources), next-page
/// links, orchestration answers, media-object lists and texts, error bodies. Each either gives a value
/// that keeps its promises or throws `AISError`, and none traps.
@Suite struct ClientAnswerFuzzTests {
    static let cases = 10_000
    static let statuses = [200, 201, 204, 301, 400, 401, 403, 404, 405, 415, 444, 500, 502, 503, 0, -1, 999, Int.max]
    static let configuration = AISConfiguration(baseURL: URL(string: "http://ais.test/jderest")!, environment: "JDV920",
                                                role: "*ALL", deviceName: "signoff-fuzz0001")
    static let dateFormats = ["MM/dd/yyyy", "dd.MM.yy"].map { RowDateReader(simpleDateFormat: $0) }

    @Test(.timeLimit(.minutes(5)))
    func answersDecodeToValuesOrAISErrors() async throws {
        // Given the simulator's real answers
        let corpus = try await AnswerCorpus.shared()
        let bodies = corpus.answerBodies
        let parsed = corpus.answers.map { try? JSONParser.parse($0.body) }
        var sut = FuzzRun("AIS decoders")

        for _ in 0..<FuzzBudget.cases(Self.cases) {
            // When an answer is garbled: valid JSON of the wrong shape, broken bytes, or noise
            let pick = sut.random.below(corpus.answers.count)
            let answer = corpus.answers[pick]
            let body: [UInt8]
            switch sut.random.below(10) {
            case 0: body = sut.random.bytes(sut.random.int(0...48))
            case 1...5: body = parsed[pick].map { JSONWriter.bytes(JSONMutator.mutate($0, random: &sut.random)) }
                ?? ByteMutator.mutate(answer.body, random: &sut.random, corpus: bodies)
            default: body = ByteMutator.mutate(answer.body, random: &sut.random, corpus: bodies)
            }
            let status = sut.random.chance(85) ? answer.status : sut.random.pick(Self.statuses)

            // Then every decoder keeps its promise
            sut.check(body) { Self.problem(decoding: body, status: status, endpoint: answer.endpoint) }
        }
        #expect(sut.finish() == FuzzBudget.cases(Self.cases))
    }

    static func kind(of endpoint: String) -> AISRequester.Kind {
        if endpoint == "v2/tokenrequest" { return .tokenRequest }
        if endpoint.hasPrefix("v3/orchestrator") || endpoint == "v2/file/addtext" || endpoint.hasSuffix("logout") { return .write }
        return .read
    }

    /// nil when every decoder kept its promise on this answer.
    static func problem(decoding body: [UInt8], status: Int, endpoint: String) -> String? {
        let json: JSONValue
        do {
            json = try AISRequester.interpret(HTTPResponse(status: status, body: body), kind: kind(of: endpoint))
        } catch {
            if error.userMessage.isEmpty { return "an AISError without a message" }
            if error.userMessage.count > 800 { return "an AISError message of \(error.userMessage.count) characters" }
            return nil
        }
        guard case .object = json else { return "interpret gave a value that is not an object" }
        if let message = AISRequester.message(in: json), message.count > 501 { return "an error message of \(message.count) characters" }
        return problem(session: json) ?? problem(page: json) ?? problem(rowsFromBytes: body, status: status, json: json) ?? problem(media: json) ?? problem(orchestration: json) ?? problem(scalars: json)
    }

    static func problem(session json: JSONValue) -> String? {
        guard let session = try? SessionService.session(from: json, username: "DEMO", configuration: configuration) else { return nil }
        if session.token.isEmpty { return "a session without a token" }
        if session.description.contains(session.token), session.token.count > 3 { return "the session's description shows its token" }
        if let format = JDEDateFormat(simpleDateFormat: session.userInfo.simpleDateFormat) {
            _ = format.parse(session.userInfo.alphaName)
        }
        return nil
    }

    static func problem(page json: JSONValue) -> String? {
        let table = json.objectPairs?.first(where: { $0.key.hasPrefix("fs_DATABROWSE_") }).map { String($0.key.dropFirst(14)) } ?? "F4209"
        _ = DataServiceAnswer.nextLink(in: json)
        guard let page = try? DataServiceAnswer.page(from: json, table: table, number: 1, restarted: false) else { return nil }
        if page.rows.count != json["fs_DATABROWSE_\(table)"]?["data"]?["gridData"]?["rowset"]?.arrayValue?.count ?? page.rows.count {
            return "the page lost rows"
        }
        for row in page.rows {
            if let problem = problem(row: row) { return problem }
        }
        return nil
    }

    /// The rows read straight from the bytes (`interpretPage`) are the rows read from the JSON tree.
    static func problem(rowsFromBytes body: [UInt8], status: Int, json: JSONValue) -> String? {
        let table = json.objectPairs?.first(where: { $0.key.hasPrefix("fs_DATABROWSE_") }).map { String($0.key.dropFirst(14)) } ?? "F4209"
        let tree = try? DataServiceAnswer.page(from: json, table: table, number: 1, restarted: false)
        guard let answer = try? DataServiceAnswer.interpretPage(HTTPResponse(status: status, body: body), kind: .read) else {
            return tree == nil ? nil : "the page read from bytes failed where the JSON tree gave one"
        }
        let direct = try? DataServiceAnswer.page(from: answer, table: table, number: 1, restarted: false)
        guard let tree, let direct else { return tree == nil && direct == nil ? nil : "only one of the two readings gave a page" }
        guard tree.rows.count == direct.rows.count, tree.moreRecords == direct.moreRecords else { return "the two readings differ in rows" }
        for (a, b) in zip(tree.rows, direct.rows) {
            let keys = Set(a.columns.keys)
            if b.values.presentCount != keys.count { return "a row read from bytes has other keys" }
            for key in keys where a.value(key) != b.value(key) { return "a row read from bytes differs at \(key)" }
            let aliases = ColumnAliases(Array(keys))
            let (x, y) = (a.reading(aliases), b.reading(aliases))
            for index in aliases.aliases.indices {
                guard x.string(index) == y.string(index), x.int(index) == y.int(index),
                      x.double(index)?.bitPattern == y.double(index)?.bitPattern,
                      Self.trimmedUTF8(x, index) == Self.trimmedUTF8(y, index) else {
                    return "a row read from bytes reads otherwise at \(aliases.aliases[index])"
                }
            }
        }
        return nil
    }

    /// Every entity decoder of Resources over one row, and the values they would store.
    /// `withTrimmedUTF8`'s bytes, kept.
    static func trimmedUTF8(_ row: AliasedRow, _ index: Int) -> [UInt8]? {
        var kept: [UInt8]?
        row.withTrimmedUTF8(index) { kept = $0.map(Array.init) }
        return kept
    }

    static func problem(row: DataRow) -> String? {
        for dates in dateFormats {
            if let entry = ApprovalQueueService.decode(row, dates: dates) { _ = entry.storeValues }
            if let header = PurchaseOrderHeaderService.decode(row, dates: dates) { _ = header.storeValues }
            if let line = PurchaseOrderLineService.decode(row, dates: dates) {
                var encoder = OrderLinesEncoder()
                encoder.append(line)
                if (try? OrderLinesCodec.decode(encoder.bytes, key: line.key)) != [line] { return "a line is not stored as it was read" }
                let page = PurchaseOrderLineService.ordersOfPage([row], dates: dates)
                if page.map(\.key) != [line.key] || page.first?.lines.bytes != encoder.bytes || page.first?.lines.items != encoder.items
                    || page.first?.lines.unreadableDates != encoder.unreadableDates {
                    return "a line stored from its page is not the line read"
                }
            } else if !PurchaseOrderLineService.ordersOfPage([row], dates: dates).isEmpty {
                return "a row that is no line stored as one"
            }
            _ = ApprovalRouteService.decode(row, dates: dates)
            switch row.date("TRDJ", reader: dates) {
            case .day(let date)?:
                if LocalDate(year: date.year, month: date.month, day: date.day) != date { return "a row's date is not a real day" }
            case .unreadable(let text)?:
                if text.count > ServerDate.maximumUnreadableLength + 1 { return "an unreadable date kept beyond its cap" }
                if LocalDate(iso: text) != nil { return "a readable ISO date kept as unreadable" }
            case nil:
                break
            }
        }
        if let name = AddressBookService.decode(row) { _ = name.storeValues }
        if let unit = BranchService.decode(row) { _ = unit.storeValues }
        if let branch = DefaultBranchService.decode(row) { _ = branch.storeValues }
        if let code = UserDefinedCodeService.decode(row, lists: UserDefinedCodeList.allCases) { _ = code.storeValues }
        if let item = InventoryService.decodeItem(row), item.shortNumber <= 0 { return "an item without a short number" }
        if let quantity = InventoryService.decodeQuantity(row) { _ = quantity.available }
        return nil
    }

    static func problem(media json: JSONValue) -> String? {
        _ = MediaService.mediaObjects(from: json)
        _ = try? MediaService.mediaText(from: json, sequence: 1)
        _ = try? MediaService.addedSequence(from: json)
        return nil
    }

    static func problem(orchestration json: JSONValue) -> String? {
        guard let answer = try? OrchestrationService.orchestrationAnswer(json) else { return nil }
        let result = OrchestrationService.decisionResult(answer)
        return result.message.count > 501 ? "a decision message of \(result.message.count) characters" : nil
    }

    /// The tolerant accessors on every node: numbers they give are finite.
    static func problem(scalars value: JSONValue) -> String? {
        _ = value.text
        _ = value.int
        _ = value.bool
        if let d = value.double, !d.isFinite { return "a number that is not finite" }
        switch value {
        case .array(let items): return items.lazy.compactMap { problem(scalars: $0) }.first
        case .object(let pairs): return pairs.lazy.compactMap { problem(scalars: $0.value) }.first
        default: return nil
        }
    }
}

/// The answer files in the shapes of real AIS servers are part of the fuzz corpus.
@Suite struct RealServerResponsesCorpusTests {
    @Test func theCorpusHoldsEveryRealServerResponseFile() {
        let files = AnswerCorpus.realServerResponses()
        #expect(files.count >= 12)
        #expect(files.contains { $0.status == 502 })
        #expect(files.contains { $0.endpoint == "v2/tokenrequest" })
        #expect(files.allSatisfy { !$0.body.isEmpty })
    }
}
