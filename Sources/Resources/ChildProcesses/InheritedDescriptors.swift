import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a program Signoff starts (the attachment opener, the new-orders hook) may inherit: standard input,
/// output and errors, nothing else.
enum InheritedDescriptors {
    /// Marks every descriptor Signoff holds past standard input, output and errors close-on-exec: the store,
    /// the log, libcurl's sockets and the event loop's pipes must not reach a child, nor what it leaves
    /// running. (glibc's `posix_spawn_file_actions_addclosefrom_np` would do it in the child, but is not
    /// visible to Swift without `_GNU_SOURCE`.)
    static func keepFromChildren() {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for fd in entries.compactMap({ Int32($0) }) where fd > 2 {
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
        }
    }
}
