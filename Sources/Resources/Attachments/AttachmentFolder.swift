import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where opened attachments are written, privately, and removed again: a folder 0700 under
/// `$XDG_RUNTIME_DIR/signoff` (memory-backed, the user's alone, emptied at logout by the system), or
/// `~/.cache/signoff/attachments` (`$XDG_CACHE_HOME`) where there is no runtime folder. Each file is 0600 in
/// a folder of its own (two attachments of one name never meet), written without following links, and
/// everything written is removed by `removeAll` (quit, logout, SIGTERM, SIGHUP).
public final class AttachmentFolder: @unchecked Sendable {
    public let root: String
    private let lock = NSLock()
    private var written: [String] = []

    public init(root: String) {
        self.root = root
    }

    /// The folder the environment gives.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> AttachmentFolder {
        if let runtime = env["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"), FileManager.default.fileExists(atPath: runtime) {
            return AttachmentFolder(root: runtime + "/signoff")
        }
        let home = env["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let cache = env["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
        return AttachmentFolder(root: cache + "/signoff/attachments")
    }

    /// The folder of the files kept (`attachments.keep`): `$XDG_DATA_HOME/signoff/attachments`, the user's
    /// data, which Signoff never empties.
    public static func kept(_ env: [String: String] = ProcessInfo.processInfo.environment) -> AttachmentFolder {
        let home = env["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let data = env["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        return AttachmentFolder(root: data + "/signoff/attachments")
    }

    /// Writes `bytes` as `name` (a name made safe already, `AttachmentFileName`) and returns its path.
    public func write(_ bytes: [UInt8], as name: String) throws(AttachmentProblem) -> String {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw AttachmentProblem("the file name \(name) cannot be used")
        }
        try makePrivate(root)
        var template = Array((root + "/open-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw AttachmentProblem("cannot make a folder in \(root): \(Self.lastError())") }
        let folder = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        record(folder)
        let path = folder + "/" + name
        record(path)
        try PrivateFile.create(bytes, at: path)
        return path
    }

    /// The paths written and not removed yet (files and their folders).
    public var paths: [String] { lock.withLock { written } }

    /// Removes every file written and its folder; what cannot be removed is left as it is, said in the answer.
    @discardableResult
    public func removeAll() -> [String] {
        let all = lock.withLock { () -> [String] in
            defer { written.removeAll() }
            return written
        }
        var left: [String] = []
        // Files first, then their folders (recorded before them).
        for path in all.reversed() {
            if unlink(path) != 0, errno != ENOENT, rmdir(path) != 0, errno != ENOENT { left.append(path) }
        }
        return left
    }

    private func record(_ path: String) { lock.withLock { written.append(path) } }

    /// Makes `folder` (and what leads to it) and keeps it 0700; refuses one that is not a folder of this user.
    private func makePrivate(_ folder: String) throws(AttachmentProblem) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw AttachmentProblem("cannot make the folder \(folder): \(error.localizedDescription)")
        }
        var info = stat()
        guard lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid() else {
            throw AttachmentProblem("\(folder) is not a folder of this user")
        }
        if info.st_mode & 0o077 != 0, chmod(folder, 0o700) != 0 {
            throw AttachmentProblem("cannot make \(folder) private: \(Self.lastError())")
        }
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}

/// Why an attachment could not be saved or opened, in words for the message line.
public struct AttachmentProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
