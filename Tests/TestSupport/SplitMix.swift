/// SplitMix64: a small, fast generator whose whole sequence follows from its seed, so a failing case can be
/// made again from the seed it reports.
public struct SplitMix: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    public mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int.random(in: 0..<n, using: &self) }
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    public mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) } }
}
