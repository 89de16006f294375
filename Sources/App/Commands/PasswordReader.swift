import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a command's password comes from: `--password-stdin`, `SIGNOFF_PASSWORD`, or a prompt on the
/// terminal without echo. Never from an argument, and never written anywhere.
enum PasswordReader {
    enum Failure: Error, CustomStringConvertible {
        case none
        case empty
        var description: String {
            switch self {
            case .none: return "no password: use --password-stdin, set SIGNOFF_PASSWORD, or run from a terminal to be asked."
            case .empty: return "the password is empty."
            }
        }
    }

    static func read(fromStdin: Bool, environment: [String: String], user: String) throws(Failure) -> String {
        if fromStdin {
            guard let line = Swift.readLine(strippingNewline: true) else { throw .empty }
            guard !line.isEmpty else { throw .empty }
            return line
        }
        if let value = environment["SIGNOFF_PASSWORD"], !value.isEmpty { return value }
        return try prompt("Password for \(user): ")
    }

    /// Asks on /dev/tty with echo off, and puts the terminal back as it was.
    private static func prompt(_ text: String) throws(Failure) -> String {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard fd >= 0 else { throw .none }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { throw .none }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        _ = text.withCString { write(fd, $0, strlen($0)) }
        tcsetattr(fd, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(fd, TCSAFLUSH, &saved)
            _ = write(fd, "\n", 1)
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while Glibc.read(fd, &byte, 1) == 1, byte != 10, byte != 13 { bytes.append(byte) }
        let password = String(decoding: bytes, as: UTF8.self)
        guard !password.isEmpty else { throw .empty }
        return password
    }
}
