@testable import AIS
import Testing

@Suite struct ColumnPositionsTests {
    @Test func findsEveryNameAndNothingElseAmongManyThatShareSlots() {
        // Given: 300 names, far more than a slot's share, so probes pass over other names
        var entries: [String: Int] = [:]
        for i in 0..<300 { entries["F4311_C\(i)"] = i * 3 }
        entries["ÄLPH"] = 1_000
        entries[""] = 1_001

        // When
        let sut = ColumnPositions(entries)

        // Then: each name finds its own position, and names not in the table find none
        for (name, position) in entries { #expect(sut.position(of: name) == position) }
        #expect(sut.position(of: "F4311_C300") == nil)
        #expect(sut.position(of: "F4311_c1") == nil)
        #expect(sut.position(of: "ALPH") == nil)
        #expect(sut.position(of: "F4311_C1 ") == nil)
    }

    @Test func anEmptyTableFindsNothing() {
        let sut = ColumnPositions([:])
        #expect(sut.position(of: "DOCO") == nil)
        #expect(sut.position(of: "") == nil)
    }

    @Test func answersAsADictionaryWouldForRandomNames() {
        // Given: random short names, as servers' column keys are, in tables of random sizes
        var generator = SystemRandomNumberGenerator()
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
        func name() -> String { String((0..<Int.random(in: 1...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! }) }
        for _ in 0..<200 {
            var entries: [String: Int] = [:]
            for i in 0..<Int.random(in: 0...40, using: &generator) { entries[name()] = i }
            let sut = ColumnPositions(entries)
            // Then: every name asked, present or not, finds what the dictionary holds
            for asked in Array(entries.keys) + (0..<20).map({ _ in name() }) {
                #expect(sut.position(of: asked) == entries[asked], "\(asked) in \(entries)")
            }
        }
    }
}
