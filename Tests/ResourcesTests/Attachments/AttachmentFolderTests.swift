import Foundation
import Testing
@testable import Resources
#if canImport(Glibc)
import Glibc
#endif

/// Opened attachments are written privately and removed again.
@Suite struct AttachmentFolderTests {
    static func temporaryRoot() -> String {
        NSTemporaryDirectory() + "signoff-attachments-\(UUID().uuidString)/signoff"
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & 0o777
    }

    @Test func aFileIsWrittenOwnerOnlyInAPrivateFolder() throws {
        // Given
        let sut = AttachmentFolder(root: Self.temporaryRoot())
        defer { try? FileManager.default.removeItem(atPath: (sut.root as NSString).deletingLastPathComponent) }
        let bytes: [UInt8] = [0x25, 0x50, 0x44, 0x46, 0, 255, 10]
        // When
        let path = try sut.write(bytes, as: "Quote-7731.pdf")
        // Then the bytes are exact, the file 0600, its folder and the root 0700
        #expect((path as NSString).lastPathComponent == "Quote-7731.pdf")
        #expect(FileManager.default.contents(atPath: path).map(Array.init) == bytes)
        #expect(Self.mode(path) == 0o600)
        #expect(Self.mode((path as NSString).deletingLastPathComponent) == 0o700)
        #expect(Self.mode(sut.root) == 0o700)
    }

    @Test func twoFilesOfOneNameNeverMeetAndAllAreRemoved() throws {
        let sut = AttachmentFolder(root: Self.temporaryRoot())
        defer { try? FileManager.default.removeItem(atPath: (sut.root as NSString).deletingLastPathComponent) }
        let first = try sut.write([1], as: "a.pdf")
        let second = try sut.write([2], as: "a.pdf")
        #expect(first != second)
        #expect(FileManager.default.contents(atPath: first).map(Array.init) == [1])
        // When
        let left = sut.removeAll()
        // Then nothing written is left, only the empty root
        #expect(left.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: first) && !FileManager.default.fileExists(atPath: second))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sut.root).isEmpty)
        #expect(sut.paths.isEmpty)
    }

    @Test func aRootOthersCouldReadIsMadePrivate() throws {
        let root = Self.temporaryRoot()
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let sut = AttachmentFolder(root: root)
        _ = try sut.write([1], as: "a.pdf")
        #expect(Self.mode(root) == 0o700)
        sut.removeAll()
    }

    @Test(arguments: ["", "a/b.pdf", "..", "."])
    func aNameThatIsNotAFileNameIsRefused(_ name: String) {
        let sut = AttachmentFolder(root: Self.temporaryRoot())
        #expect(throws: AttachmentProblem.self) { _ = try sut.write([1], as: name) }
    }

    @Test func theRuntimeFolderComesFirstElseTheCache() {
        let runtime = NSTemporaryDirectory()
        #expect(AttachmentFolder.fromEnvironment(["XDG_RUNTIME_DIR": runtime, "HOME": "/home/x"]).root == runtime + "/signoff")
        #expect(AttachmentFolder.fromEnvironment(["HOME": "/home/x"]).root == "/home/x/.cache/signoff/attachments")
        #expect(AttachmentFolder.fromEnvironment(["HOME": "/home/x", "XDG_CACHE_HOME": "/c"]).root == "/c/signoff/attachments")
        #expect(AttachmentFolder.fromEnvironment(["HOME": "/home/x", "XDG_RUNTIME_DIR": "relative"]).root == "/home/x/.cache/signoff/attachments")
    }
}
