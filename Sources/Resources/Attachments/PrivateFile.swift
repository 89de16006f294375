import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A new file of its owner's only (0600 whatever the umask), written whole or not at all: never over a file
/// or a link that exists. The attachments folder writes each opened file so, and `signoff attachment --save`.
public enum PrivateFile {
    public static func create(_ bytes: [UInt8], at path: String) throws(AttachmentProblem) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let why = errno == EEXIST ? "it exists already; remove it or give another path" : String(cString: strerror(errno))
            throw AttachmentProblem("cannot write \(path): \(why)")
        }
        // The mode asked for is cut by the umask; 0600 is set whatever it is.
        _ = fchmod(fd, 0o600)
        var offset = 0
        while offset < bytes.count {
            let wrote = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if wrote < 0, errno == EINTR { continue }
            guard wrote > 0 else { return try fail(fd, path) }
            offset += wrote
        }
        guard close(fd) == 0 else {
            let why = String(cString: strerror(errno))
            unlink(path)
            throw AttachmentProblem("cannot write \(path): \(why); nothing was kept")
        }
    }

    private static func fail(_ fd: Int32, _ path: String) throws(AttachmentProblem) {
        let why = String(cString: strerror(errno))
        close(fd)
        unlink(path)
        throw AttachmentProblem("cannot write \(path): \(why); nothing was kept")
    }
}
