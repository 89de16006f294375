import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Files the app writes are readable by their owner only: folders 0700, files 0600.
public enum SecureFile {
    /// Creates the folder (0700) and an empty file (0600) at `path` when missing.
    public static func prepare(path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try makeFolder(folder) }
        let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw StoreError(kind: .cannotOpen, code: errno, message: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        close(fd)
    }

    /// Makes a folder and its missing parents, each new one 0700.
    public static func makeFolder(_ folder: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDir) {
            guard isDir.boolValue else {
                throw StoreError(kind: .cannotOpen, code: ENOTDIR, message: "\(folder) is not a folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw StoreError(kind: .cannotOpen, code: EACCES, message: "cannot create \(folder): \(error.localizedDescription)")
        }
    }

    /// Sets 0600 on the database file and its WAL and shared-memory files where they exist.
    public static func restrict(path: String) throws {
        for p in [path, path + "-wal", path + "-shm", path + "-journal"] where FileManager.default.fileExists(atPath: p) {
            if chmod(p, 0o600) != 0 {
                throw StoreError(kind: .cannotOpen, code: errno, message: "cannot restrict \(p): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Writes `data` to `path` atomically (a temporary file renamed over it), mode 0600.
    public static func write(_ data: Data, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try makeFolder(folder) }
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw StoreError(kind: .cannotOpen, code: errno, message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let ok = data.withUnsafeBytes { buf -> Bool in
            var offset = 0
            while offset < buf.count {
                let n = Glibc.write(fd, buf.baseAddress! + offset, buf.count - offset)
                if n <= 0 { if errno == EINTR { continue }; return false }
                offset += n
            }
            return fsync(fd) == 0
        }
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw StoreError(kind: .cannotOpen, code: code, message: "cannot write \(path): \(String(cString: strerror(code)))")
        }
    }
}
