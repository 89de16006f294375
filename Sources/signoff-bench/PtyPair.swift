import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A new pseudo-terminal of `width`×`height`: the master's descriptor and the slave's path.
/// posix_openpt, unlockpt and ptsname by hand (Glibc's module map leaves them out): Linux's /dev/ptmx,
/// TIOCSPTLCK (0x40045431) to unlock and TIOCGPTN (0x80045430) for the number.
func openPseudoTerminal(width: Int, height: Int) throws -> (master: Int32, slavePath: String) {
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
        if master >= 0 { close(master) }
        throw BenchFailure("no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    return (master, "/dev/pts/\(number)")
}
