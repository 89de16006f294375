import Foundation
import TestSupport
import Testing

/// The release build the packaging tests share: `make release` run once per test run, on first use, from
/// the checkout this file is in. Its time is measured and printed.
enum ReleaseBuild {
    /// The checkout: three folders up from this file (Tests/EndToEndTests/Support).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()
    static var stage: String { root + "/.build/stage" }

    /// The packaging tests run only when asked (`make test` and `make test-packaging` ask): a release build
    /// takes minutes and both cores.
    static var enabled: Bool { ProcessInfo.processInfo.environment["SIGNOFF_PACKAGING_TESTS"] == "1" }
    static let skipReason: Comment = "packaging tests: set SIGNOFF_PACKAGING_TESTS=1 (make test and make test-packaging do)"

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// `make release`, once; the seconds it took, or its output when it failed.
    static let built: Result<Double, Failure> = {
        let start = Date()
        let result: (status: Int32, stdout: String, stderr: String)
        do { result = try make(["release"]) } catch { return .failure(Failure(description: "\(error)")) }
        guard result.status == 0 else { return .failure(Failure(description: "make release failed:\n\(result.stdout)\n\(result.stderr)")) }
        let seconds = Date().timeIntervalSince(start)
        print("packaging: make release took \(Int(seconds)) s")
        return .success(seconds)
    }()

    /// Waits for the shared release build; throws its failure.
    static func require() throws {
        if case .failure(let failure) = built { throw failure }
    }

    /// `make TARGETS` in the checkout.
    static func make(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try bash("cd \(quote(root)) && make --no-print-directory " + arguments.map(quote).joined(separator: " "))
    }

    static func bash(_ script: String, environment: [String: String?] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        try Spawn.command(["/bin/bash", "-c", script], environment: environment)
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
