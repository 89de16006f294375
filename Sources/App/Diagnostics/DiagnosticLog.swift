import Foundation
import Store
import Terminal
#if canImport(Glibc)
import Glibc
#endif

/// The optional diagnostic log (`--log FILE`, or the setting `data.diagnostic-log` for
/// `$XDG_STATE_HOME/signoff/signoff.log`): one line per event, made inert like everything shown on
/// screen, with every secret it was told about (the password, the token) replaced by `[redacted]`.
/// The file is 0600 in a folder made 0700, and is set aside as `FILE.1` past 1 MiB.
public final class DiagnosticLog: Sendable {
    public static let maximumBytes = 1 << 20
    public let path: String
    private let state: Locked<State>

    private struct State {
        var fd: Int32
        var written: Int
        var secrets: [String]
    }

    /// Opens (appends to) the log; the error says why it cannot be written.
    public init(path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try SecureFile.makeFolder(folder) }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > Self.maximumBytes {
            Self.setAside(path)
        }
        let fd = try Self.open(path)
        var info = stat()
        fstat(fd, &info)
        self.path = path
        state = Locked(State(fd: fd, written: Int(info.st_size), secrets: []))
    }

    deinit { state.withLock { _ = close($0.fd) } }

    /// Words never to write (a password, a token): lines hold `[redacted]` instead.
    public func redact(_ secret: String) {
        guard !secret.isEmpty else { return }
        state.withLock { if !$0.secrets.contains(secret) { $0.secrets.append(secret) } }
    }

    /// Writes one line: a UTC time stamp and the message, inert and redacted.
    public func write(_ message: String) {
        state.withLock { state in
            var line = Sanitizer.inert(message)
            for secret in state.secrets.sorted(by: { $0.count > $1.count }) {
                line = line.replacingOccurrences(of: secret, with: "[redacted]")
                let inertSecret = Sanitizer.inert(secret)
                if !inertSecret.isEmpty { line = line.replacingOccurrences(of: inertSecret, with: "[redacted]") }
            }
            let bytes = Array((Self.timestamp() + " " + line + "\n").utf8)
            if state.written + bytes.count > Self.maximumBytes, let reopened = try? Self.rotate(path, closing: state.fd) {
                state.fd = reopened
                state.written = 0
            }
            var offset = 0
            while offset < bytes.count {
                let n = bytes[offset...].withUnsafeBytes { Glibc.write(state.fd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return }
                offset += n
            }
            state.written += bytes.count
        }
    }

    static func open(_ path: String) throws -> Int32 {
        let fd = Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw DiagnosticLogError(path: path, reason: String(cString: strerror(errno))) }
        fchmod(fd, 0o600)
        return fd
    }

    static func setAside(_ path: String) {
        _ = rename(path, path + ".1")
        _ = chmod(path + ".1", 0o600)
    }

    static func rotate(_ path: String, closing fd: Int32) throws -> Int32 {
        close(fd)
        setAside(path)
        return try open(path)
    }

    static func timestamp(_ date: Date = Date()) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let millis = Int(date.timeIntervalSince1970 * 1000) % 1000
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                      parts.tm_hour, parts.tm_min, parts.tm_sec, millis)
    }
}

public struct DiagnosticLogError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot write the log \(path): \(reason)" }
}
