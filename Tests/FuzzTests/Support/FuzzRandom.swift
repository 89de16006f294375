import Foundation

/// SplitMix64: a small, fast generator whose whole sequence follows from its seed, so any failing case
/// can be made again from the seed and the case number the failure reports.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int.random(in: 0..<n, using: &self) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) } }
}

/// The seed of this run: `SIGNOFF_FUZZ_SEED` when set (decimal or 0x hex), else a fixed one so that
/// `make test` is the same every time. Each fuzz test derives its own generator from it and its name.
enum FuzzSeed {
    static let defaultSeed: UInt64 = 0x5167_0FF0_2026_1122

    static let value: UInt64 = {
        guard let text = ProcessInfo.processInfo.environment["SIGNOFF_FUZZ_SEED"]?.trimmingCharacters(in: .whitespaces),
              !text.isEmpty else { return defaultSeed }
        if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? defaultSeed }
        return UInt64(text) ?? defaultSeed
    }()

    /// A generator for one test: the run's seed mixed with the test's name (FNV-1a).
    static func generator(for name: String) -> FuzzRandom {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return FuzzRandom(seed: value ^ hash)
    }

    static var hex: String { "0x" + String(value, radix: 16) }
}

/// How many cases a fuzz test runs: its full count in `make test`; a tenth under a sanitizer (`make check`
/// looks for memory and thread errors, not for new inputs, and runs 5 to 20 times slower), or
/// `SIGNOFF_FUZZ_SCALE` times the count when set (e.g. 10 for a longer hunt).
enum FuzzBudget {
    static let scale: Double = {
        if let text = ProcessInfo.processInfo.environment["SIGNOFF_FUZZ_SCALE"], let value = Double(text), value > 0 { return value }
        return underSanitizer ? 0.1 : 1
    }()

    static var underSanitizer: Bool {
        let symbols: [String] = ["__tsan_init", "__asan_init"]
        return symbols.contains { name in dlsym(nil, name) != nil }
    }

    static func cases(_ full: Int) -> Int { max(1, Int((Double(full) * scale).rounded())) }
}
