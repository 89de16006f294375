import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Cells text takes on the terminal as the C library's `wcwidth` measures it in a UTF-8 locale (what
/// tmux itself uses), so column checks do not trust Signoff's own `TextWidth`.
enum DisplayWidth {
    static func cells<S: StringProtocol>(_ text: S) -> Int {
        guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return text.count }
        let previous = uselocale(utf8)
        defer { uselocale(previous); freelocale(utf8) }
        return text.unicodeScalars.reduce(0) { $0 + max(0, Int(wcwidth(Int32(bitPattern: $1.value)))) }
    }

    /// The C library's `wcwidth`, which Glibc's Swift module does not declare.
    private static let wcwidth: @convention(c) (Int32) -> Int32 = {
        let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth")  // RTLD_DEFAULT
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    /// The display column where `needle` starts in `line`, or nil.
    static func column(of needle: String, in line: String) -> Int? {
        guard let range = line.range(of: needle) else { return nil }
        return cells(line[..<range.lowerBound])
    }

    /// The display column of the first match of `pattern` (a regular expression) in `line`, or nil.
    static func column(ofMatch pattern: String, in line: String) -> Int? {
        guard let range = line.range(of: pattern, options: .regularExpression) else { return nil }
        return cells(line[..<range.lowerBound])
    }

    /// The part of `line` drawn in columns `from..<to`.
    static func slice(_ line: String, from: Int, to: Int) -> String {
        var out = "", column = 0
        for character in line {
            if column >= to { break }
            if column >= from { out.append(character) }
            column += cells(String(character))
        }
        return out
    }
}
