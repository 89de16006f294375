import AIS
import Testing

/// AIS's JSON parser over mutated answers and random bytes: it returns a value that writes back to
/// itself, or a `JSONError` inside the input, and never traps or recurses past its depth limit.
@Suite struct ClientJSONFuzzTests {
    static let cases = 25_000

    @Test(.timeLimit(.minutes(5)))
    func anyBytesParseToAValueOrAJSONError() async throws {
        // Given real answers and requests
        let corpus = try await AnswerCorpus.shared()
        let seeds = corpus.answerBodies + corpus.requests.map(\.body)
        let fragments = corpus.fragments
        var sut = FuzzRun("AIS.JSONParser")
        print("fuzz corpus: \(corpus.summary)")

        // When each case is parsed, Then it holds the parser's promise
        for index in 0..<FuzzBudget.cases(Self.cases) {
            let input: [UInt8]
            switch index % 8 {
            case 0: input = sut.random.bytes(sut.random.int(0...64))
            case 1...4: input = ByteMutator.mutate(sut.random.pick(fragments), random: &sut.random, corpus: fragments)
            default: input = ByteMutator.mutate(sut.random.pick(seeds), random: &sut.random, corpus: seeds)
            }
            sut.check(input) { Self.problem(parsing: input, writingBack: index % 8 == 1 || index % 8 == 5) }
        }
        #expect(sut.finish() == FuzzBudget.cases(Self.cases))
    }

    /// nil when the parser kept its promise on `input` (and, when asked, what it read writes back to the same value).
    static func problem(parsing input: [UInt8], writingBack: Bool) -> String? {
        do {
            let value = try JSONParser.parse(input)
            guard writingBack else { return nil }
            let written = JSONWriter.bytes(value)
            guard let again = try? JSONParser.parse(written) else { return "what it parsed does not parse once written" }
            return again == value ? nil : "what it parsed reads differently once written"
        } catch {
            return (0...input.count).contains(error.offset) ? nil : "error offset \(error.offset) outside the input"
        }
    }
}
