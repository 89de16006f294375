import Foundation
import TestSupport

/// The fuzz tests' generator: SplitMix64 (TestSupport), whose whole sequence follows from its seed.
typealias FuzzRandom = SplitMix

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
