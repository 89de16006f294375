import Foundation

/// A small, fast, seedable generator (xoshiro256**, seeded through SplitMix64): the same seed gives
/// the same demo data on every machine.
struct SeededRandom: RandomNumberGenerator {
    private var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    init(seed: UInt64) {
        var x = seed
        func splitMix() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix(); s1 = splitMix(); s2 = splitMix(); s3 = splitMix()
    }

    mutating func next() -> UInt64 {
        let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = s3 << 45 | s3 >> 19
        return result
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// A number in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    /// Log-uniform between `low` and `high` (prices and quantities spread as real ones do).
    mutating func logUniform(_ low: Double, _ high: Double) -> Double {
        low * Foundation.exp(unit() * Foundation.log(high / low))
    }
}
