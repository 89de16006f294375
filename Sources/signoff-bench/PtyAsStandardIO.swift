import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes a fresh pseudo-terminal this process's standard input and output, so the app's own
/// NCursesTerminal can run in the benchmark's process exactly as in `signoff`: everything ncurses
/// writes goes through the pty, and a thread reads it from the other side (counting the bytes).
final class PtyAsStandardIO: @unchecked Sendable {
    private let master: Int32
    private let savedInput: Int32
    private let savedOutput: Int32
    private let lock = NSLock()
    private var bytes = 0
    private var reader: Thread?

    init(width: Int, height: Int) throws {
        let slavePath: String
        (master, slavePath) = try openPseudoTerminal(width: width, height: height)
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw BenchFailure("cannot open the pty: \(String(cString: strerror(errno)))") }
        savedInput = dup(0)
        savedOutput = dup(1)
        dup2(slave, 0)
        dup2(slave, 1)
        close(slave)
        setenv("TERM", "xterm-256color", 1)
        setenv("LANG", "C.UTF-8", 1)
        let thread = Thread { [self] in drain() }
        reader = thread
        thread.start()
    }

    /// Bytes the terminal has received so far.
    var received: Int { lock.lock(); defer { lock.unlock() }; return bytes }

    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            lock.lock(); bytes += n; lock.unlock()
        }
    }

    /// Puts the benchmark's own standard input and output back.
    func restore() {
        dup2(savedInput, 0)
        dup2(savedOutput, 1)
    }
}
