@testable import AIS
import Testing
import TestSupport

/// `UTF8Validity.isValid` holds exactly when `String(decoding:as:)` keeps the bytes as they are.
@Suite struct UTF8ValidityTests {
    private func keptByString(_ bytes: [UInt8]) -> Bool { Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes }
    private func sut(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { UTF8Validity.isValid($0) } }

    @Test(arguments: [
        [], [0x41], Array("Écrou à tête".utf8), Array("鋼管 🔩".utf8),
        [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
        [0xF4, 0x8F, 0xBF, 0xBF],
        // Overlong forms, surrogates, above U+10FFFF, stray and missing continuation bytes, bytes never used.
        [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0x80], [0xBF, 0x41], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x94], [0xC3, 0x41], [0xFE], [0xFF],
    ] as [[UInt8]])
    func eachShapeIsJudgedAsAStringKeepsIt(bytes: [UInt8]) {
        #expect(sut(bytes) == keptByString(bytes), "\(bytes)")
    }

    @Test func randomBytesAreJudgedAsAStringKeepsThem() {
        // Given 20,000 short sequences weighted towards the bytes that start and continue a character
        var generator = SplitMix(seed: 42)
        let alphabet: [UInt8] = [0x41, 0x20, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xDF, 0xE0, 0xE1,
                                 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        var disagreements: [[UInt8]] = []
        var valid = 0
        for _ in 0..<20_000 {
            let count = Int(generator.next() % 7)
            let bytes = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            if sut(bytes) { valid += 1 }
            if sut(bytes) != keptByString(bytes) { disagreements.append(bytes) }
        }
        // Then every judgement is the string's, and both kinds were met
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(valid > 1_000 && valid < 19_000)
    }
}
