import Foundation
import Testing
@testable import Resources
#if canImport(Glibc)
import Glibc
#endif

/// The opener runs as a program with one argument, never through a shell; its output goes to the log.
@Suite struct AttachmentOpenerTests {
    /// A folder with an executable script `name` holding `body`; answers the folder and the script's path.
    static func script(_ body: String, name: String = "opener") throws -> (folder: String, path: String) {
        let folder = NSTemporaryDirectory() + "signoff-opener-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        // Written through a close-on-exec descriptor: a child another test spawns meanwhile must not hold it
        // open for writing, or running the script fails with "Text file busy".
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o700)
        guard fd >= 0 else { throw AttachmentProblem("cannot write \(path)") }
        let bytes = Array(("#!/bin/sh\n" + body + "\n").utf8)
        let wrote = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard wrote == bytes.count else { throw AttachmentProblem("cannot write \(path)") }
        return (folder, path)
    }

    /// What the log was told.
    final class LogSpy: @unchecked Sendable {
        private let lock = NSLock()
        private var kept: [String] = []
        func write(_ line: String) { lock.withLock { kept.append(line) } }
        var lines: [String] { lock.withLock { kept } }
    }

    @Test func theArgumentArrivesAsOneEntryWhateverItHolds() async throws {
        // Given an opener that records how many arguments it got and the first
        let (folder, path) = try Self.script(#"printf '%s\n' "$#" > "$(dirname "$0")/count"; printf '%s' "$1" > "$(dirname "$0")/argument""#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let hostile = "/tmp/a b; touch \(folder)/pwned $(id) `id` | x & 'q' \"d\"\nnext"
        let sut = AttachmentOpener(program: path)
        // When
        try await sut.open(hostile, what: "x")
        // Then one argument, byte for byte; nothing of it ran
        #expect(try String(contentsOfFile: folder + "/count", encoding: .utf8) == "1\n")
        #expect(try String(contentsOfFile: folder + "/argument", encoding: .utf8) == hostile)
        #expect(!FileManager.default.fileExists(atPath: folder + "/pwned"))
    }

    @Test func aNonZeroExitIsSaidWithTheStatusAndItsOutputIsLogged() async throws {
        let (folder, path) = try Self.script("echo 'no viewer for this' >&2; echo some-output; exit 3", name: "xdg-open")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = LogSpy()
        let sut = AttachmentOpener(program: path) { log.write($0) }
        // When / Then
        await #expect(throws: AttachmentProblem("could not open Quote-7731.pdf: xdg-open exited 3")) {
            try await sut.open("/tmp/Quote-7731.pdf", what: "Quote-7731.pdf")
        }
        #expect(log.lines.count == 1)
        #expect(log.lines.first?.contains("exited 3") == true)
        #expect(log.lines.first?.contains("no viewer for this") == true && log.lines.first?.contains("some-output") == true)
    }

    @Test func anOpenerThatCannotStartIsSaid() async throws {
        let sut = AttachmentOpener(program: "/nonexistent/signoff-no-such-opener")
        await #expect(throws: AttachmentProblem("could not open a.pdf: signoff-no-such-opener could not start (No such file or directory)")) {
            try await sut.open("/tmp/a.pdf", what: "a.pdf")
        }
        await #expect(throws: AttachmentProblem("could not open a.pdf: no opener is set (attachments.opener)")) {
            try await AttachmentOpener(program: " ").open("/tmp/a.pdf", what: "a.pdf")
        }
    }

    @Test func anOpenerFoundOnThePathRunsAndAViewerItLeavesRunningDoesNotHoldItUp() async throws {
        // Given an opener (found by name on PATH: `true`) and one that leaves a child holding its output open
        try await AttachmentOpener(program: "true").open("/tmp/a.pdf", what: "a.pdf")
        let (folder, path) = try Self.script(#"sleep 600 & echo $! > "$(dirname "$0")/viewer"; exit 0"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // When
        try await AttachmentOpener(program: path).open("/tmp/a.pdf", what: "a.pdf")
        // Then the opener's own end was its answer: the "viewer" still runs (and holds the output pipe)
        let viewer = try #require(Int32(try String(contentsOfFile: folder + "/viewer", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(viewer, 0) == 0)
        kill(viewer, SIGKILL)
    }
}

/// Which links are opened.
@Suite struct LinkCheckTests {
    @Test(arguments: ["https://example.com/catalogue/4001", "http://intranet:8080/q?a=1&b=2", "HTTPS://EXAMPLE.COM"])
    func webAddressesAreOpened(_ link: String) throws {
        #expect(try LinkCheck.openable(link) == link)
    }

    @Test(arguments: [
        ("file:///etc/passwd", "only http and https links are opened, not file:"),
        ("javascript:alert(1)", "only http and https links are opened, not javascript:"),
        ("data:text/html,<b>x</b>", "only http and https links are opened, not data:"),
        ("/etc/passwd", "only http and https links are opened"),
        ("-x", "only http and https links are opened"),
        ("https:relative", "it is not a web address"),
        ("https://exa mple.com", "it holds spaces or control characters"),
        ("https://example.com/\u{1b}]0;title\u{7}", "it holds spaces or control characters"),
        ("", "the link is empty"),
    ])
    func otherLinksAreRefusedWithAReason(_ link: String, _ reason: String) {
        #expect {
            _ = try LinkCheck.openable(link)
        } throws: { error in
            (error as? AttachmentProblem)?.message.contains(reason) == true
        }
    }
}

/// The app's launcher: a file written under a safe name and handed to the opener; a link checked first.
@Suite struct AttachmentLauncherTests {
    @Test func aFileGoesToTheOpenerUnderASafeNameAndALinkOfAnotherSchemeNeverDoes() async throws {
        // Given an opener that records its argument, and a private folder
        let (folder, path) = try AttachmentOpenerTests.script(#"printf '%s\n' "$1" >> "$(dirname "$0")/arguments""#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = AttachmentFolder(root: folder + "/run/signoff")
        let sut = AttachmentLauncher(folder: files, limitMegabytes: { 3 }, opener: { AttachmentOpener(program: path) })
        #expect(await MainActor.run { sut.limitBytes } == 3 * 1_048_576)
        // When a file named by a hostile server is opened, then a javascript: link, then a web link
        let written = try await sut.openFile(MediaFile(sequence: 1, bytes: [1, 2, 3], contentType: "application/pdf", fileName: ""),
                                             name: "../../.hidden\u{1b}[2J")
        await #expect(throws: AttachmentProblem.self) { try await sut.openLink("javascript:alert(1)") }
        try await sut.openLink("https://example.com/a")
        // Then the file was written privately as "hidden[2J.pdf" and opened; the javascript: link never reached the opener
        #expect(written.hasPrefix(folder + "/run/signoff/") && written.hasSuffix("/hidden[2J.pdf"), "\(written)")
        let arguments = try String(contentsOfFile: folder + "/arguments", encoding: .utf8)
        #expect(arguments == written + "\nhttps://example.com/a\n")
        files.removeAll()
        #expect(!FileManager.default.fileExists(atPath: written))
    }

    @Test func aFileTheOpenerCannotOpenIsSaidWithWhereItWasSavedAndHowLong() async throws {
        // Given an opener that is not there (a server reached over SSH has none)
        let folder = NSTemporaryDirectory() + "signoff-launcher-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = AttachmentFolder(root: folder + "/run/signoff"), kept = AttachmentFolder(root: folder + "/data/signoff/attachments")
        let keeps = LockedFlag()
        let sut = AttachmentLauncher(folder: files, keptFolder: kept, keep: { keeps.value }, limitMegabytes: { 3 },
                                     opener: { AttachmentOpener(program: folder + "/no-such-opener") })
        let file = MediaFile(sequence: 1, bytes: Array("quote".utf8), contentType: "application/pdf", fileName: "Quote-7731.pdf")
        // When
        var problem: AttachmentProblem?
        do { _ = try await sut.openFile(file, name: "") } catch let caught as AttachmentProblem { problem = caught }
        // Then: it says why, where the file is, and until when; the file is there, private
        let message = try #require(problem?.message)
        #expect(message.hasPrefix("could not open Quote-7731.pdf: no-such-opener could not start"), "\(message)")
        let path = try #require(message.components(separatedBy: "saved as ").last?.components(separatedBy: " until").first)
        #expect(path.hasPrefix(folder + "/run/signoff/") && path.hasSuffix("/Quote-7731.pdf"), "\(message)")
        #expect(message.hasSuffix(" until you quit (attachments.keep keeps files)"), "\(message)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "quote")
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o600)
        // When attachments.keep is on: the file goes to the kept folder, which logout and quit leave alone
        keeps.value = true
        do { _ = try await sut.openFile(file, name: "") } catch let caught as AttachmentProblem { problem = caught }
        let keptMessage = try #require(problem?.message)
        #expect(keptMessage.contains("saved as " + folder + "/data/signoff/attachments/") && keptMessage.hasSuffix("/Quote-7731.pdf"), "\(keptMessage)")
        files.removeAll()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(FileManager.default.fileExists(atPath: String(keptMessage.components(separatedBy: "saved as ")[1])))
    }
}

/// A flag a test flips while the launcher reads it on the main actor.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var held = false
    var value: Bool {
        get { lock.withLock { held } }
        set { lock.withLock { held = newValue } }
    }
}
