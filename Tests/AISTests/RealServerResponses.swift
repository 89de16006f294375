import Foundation

/// The answers in `Responses/`, written in the shapes real AIS servers send (contract §9).
enum RealServerResponses {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Responses")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every file, for the fuzz run.
    static func all() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { ($0, try text($0)) }
    }
}
