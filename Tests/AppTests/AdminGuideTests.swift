import Foundation
import Testing
@testable import App

/// The administrator's guide is found where the packages put it, beside the binary that runs.
@Suite struct AdminGuideTests {
    private func prefix(with guide: String?) throws -> String {
        let root = NSTemporaryDirectory() + "signoff-guide-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        if let guide {
            try FileManager.default.createDirectory(atPath: (root + "/" + guide as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "# guide".write(toFile: root + "/" + guide, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test(arguments: ["share/doc/signoff/JDE-SETUP.md", "doc/JDE-SETUP.md"])
    func theInstalledGuideBesideTheBinaryIsNamed(guide: String) throws {
        // Given: a make-install or .deb prefix, or an unpacked tarball
        let root = try prefix(with: guide)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Then
        #expect(AdminGuide.installedPath(executable: root + "/bin/signoff") == root + "/" + guide)
        #expect(AdminGuide.reference(executable: root + "/bin/signoff") == root + "/" + guide)
    }

    @Test func withoutAnInstalledCopyTheSourcesGuideIsNamed() throws {
        let root = try prefix(with: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(AdminGuide.installedPath(executable: root + "/bin/signoff") == nil)
        #expect(AdminGuide.reference(executable: root + "/bin/signoff") == "docs/JDE-SETUP.md")
    }
}
