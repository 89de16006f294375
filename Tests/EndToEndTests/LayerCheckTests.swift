import Foundation
import TestSupport
import Testing

/// The layer check (Tests/layer-check.sh) run on a copy of the checkout: clean as it is, and failing with
/// the file and line on each kind of break it exists to catch. Serialized: each test waits for the script in a
/// blocking `waitpid`, which holds one of the cooperative pool's threads (two on a 2-core machine) for seconds;
/// two at once left other suites' tasks no thread, and an `eventually` elsewhere ran past its deadline.
@Suite(.serialized) struct LayerCheckTests {
    /// This checkout: three folders up from this file (Tests/EndToEndTests/LayerCheckTests.swift).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A copy of Package.swift, Sources and Tests to break, removed at the end.
    final class Copy {
        let root = NSTemporaryDirectory() + "signoff-layers-" + UUID().uuidString.prefix(8)
        init() throws {
            let files = FileManager.default
            try files.createDirectory(atPath: root, withIntermediateDirectories: true)
            for item in ["Package.swift", "Sources", "Tests"] {
                try files.copyItem(atPath: LayerCheckTests.checkout + "/" + item, toPath: root + "/" + item)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        /// Puts `text` as line `line` of a file (1 = the first line).
        func insert(_ text: String, atLine line: Int, of path: String) throws {
            let file = root + "/" + path
            var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
            lines.insert(text, at: line - 1)
            try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        }

        func check() throws -> (status: Int32, output: String) {
            try Spawn.run(["/bin/bash", root + "/Tests/layer-check.sh", root])
        }
    }

    @Test func theCheckoutFollowsTheRules() throws {
        // Given: the checkout as it is
        let copy = try Copy()
        // When: the check runs
        let (status, output) = try copy.check()
        // Then: it passes
        #expect(status == 0, "\(output)")
        #expect(output.contains("every import follows the layer rules"))
    }

    @Test func aPresenterImportingTheServerClientFailsWithItsFileAndLine() throws {
        // Given: a presenter that imports AIS on its second line
        let copy = try Copy()
        let file = "Sources/Scenes/Login/LoginPresenter.swift"
        try copy.insert("import AIS", atLine: 2, of: file)
        // When: the check runs
        let (status, output) = try copy.check()
        // Then: it fails and names the file, the line and the rule
        #expect(status == 1)
        #expect(output.contains("\(file):2: error: Scenes may not import AIS"), "\(output)")
    }

    @Test func aTargetImportingWhatPackageSwiftDoesNotDeclareFails() throws {
        // Given: a test target importing a module it does not declare
        let copy = try Copy()
        let file = "Tests/TerminalTests/" + (try FileManager.default.contentsOfDirectory(atPath: Self.checkout + "/Tests/TerminalTests")
            .filter { $0.hasSuffix(".swift") }.sorted().first ?? "")
        try copy.insert("import Store", atLine: 1, of: file)
        // When: the check runs
        let (status, output) = try copy.check()
        // Then: it names the file and the missing declaration
        #expect(status == 1)
        #expect(output.contains("\(file):1: error: TerminalTests imports Store, which Package.swift does not declare"), "\(output)")
    }

    @Test func aPresenterImportingResourcesFailsWithItsFileAndLine() throws {
        // Given: the home presenter importing the workers' module, where the entities are
        let copy = try Copy()
        let file = "Sources/Scenes/OrdersAwaitingApproval/OrdersAwaitingApprovalPresenter.swift"
        try copy.insert("import Resources", atLine: 2, of: file)
        // When: the check runs
        let (status, output) = try copy.check()
        // Then: it fails on that line, naming the rule
        #expect(status == 1)
        #expect(output.contains("\(file):2: error: imports Resources: a scene's Presenters and Models carry plain values"), "\(output)")
    }

    @Test func anInteractorNamingADrawingTypeFails() throws {
        // Given: an interactor that names the terminal's Canvas
        let copy = try Copy()
        let file = "Sources/Scenes/Loading/LoadingInteractor.swift"
        try copy.insert("private typealias Surface = Canvas", atLine: 3, of: file)
        // When: the check runs
        let (status, output) = try copy.check()
        // Then: it fails on that line
        #expect(status == 1)
        #expect(output.contains("\(file):3: error: names the drawing type Canvas"), "\(output)")
    }

    @Test func anExportedImportAndAFileOverFourHundredLinesFail() throws {
        // Given: SceneKit re-exporting Terminal, and a file grown past 400 lines
        let copy = try Copy()
        try copy.insert("@_exported import Terminal", atLine: 1, of: "Sources/SceneKit/Keys/Action.swift")
        try copy.insert(String(repeating: "\n", count: 400), atLine: 1, of: "Sources/Store/Row.swift")
        // When: the check runs
        let (status, output) = try copy.check()
        // Then: both are named
        #expect(status == 1)
        #expect(output.contains("Sources/SceneKit/Keys/Action.swift:1: error: @_exported import"), "\(output)")
        #expect(output.contains("Sources/Store/Row.swift:") && output.contains("over 400"), "\(output)")
    }

    @Test func aModuleDeclaringALayerItMayNotUseFails() throws {
        // Given: Package.swift letting Resources depend on the terminal
        let copy = try Copy()
        let package = copy.root + "/Package.swift"
        let text = try String(contentsOfFile: package, encoding: .utf8)
            .replacingOccurrences(of: #".target(name: "Resources", dependencies: ["Store", "AIS", "JDESchema"])"#,
                                  with: #".target(name: "Resources", dependencies: ["Store", "AIS", "JDESchema", "Terminal"])"#)
        #expect(text.contains(#""JDESchema", "Terminal"]"#), "the test no longer finds Resources' line in Package.swift")
        try text.write(toFile: package, atomically: true, encoding: .utf8)
        // When: the check runs
        let (status, output) = try copy.check()
        // Then: the picture wins over Package.swift
        #expect(status == 1)
        #expect(output.contains("Package.swift: error: Resources declares Terminal, which the dependency picture does not allow"), "\(output)")
    }

    @Test func aWorkerHoldingSQLFailsWithItsFileAndLine() throws {
        // Given: a worker with a statement of its own, and a sentence that only looks like one
        let copy = try Copy()
        let file = "Sources/Resources/Inventory/InventoryWorker.swift"
        try copy.insert(#"private let names = "SELECT alph FROM names WHERE an8 = ?""#, atLine: 3, of: file)
        try copy.insert(#"private let hint = "Select an order from the list""#, atLine: 4, of: file)
        // When: the check runs
        let (status, output) = try copy.check()
        // Then: it fails on the statement's line only, naming the rule
        #expect(status == 1)
        #expect(output.contains("\(file):3: error: SQL (SELECT) in a string"), "\(output)")
        #expect(!output.contains("\(file):4:"), "\(output)")
    }

    @Test func aSceneWithoutOneOfItsRolesFails() throws {
        // Given: the help scene without its router
        let copy = try Copy()
        try FileManager.default.removeItem(atPath: copy.root + "/Sources/Scenes/Help/HelpRouter.swift")
        // When: the check runs
        let (status, output) = try copy.check()
        // Then: the folder and the missing role are named
        #expect(status == 1)
        #expect(output.contains("Sources/Scenes/Help/: error: scene Help has no HelpRouter.swift"), "\(output)")
    }
}
