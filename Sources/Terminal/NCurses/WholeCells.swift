/// What the terminal is sent for one grapheme that `CellPlacement` placed `width` cells wide: scalars that
/// take exactly that many cells as the C library measures them (`wcwidth`), which is what ncurses moves its
/// cursor by and what the terminal (tmux, xterm) draws by. Where `TextWidth` and `wcwidth` disagree (an
/// emoji the C library does not know yet, a lone regional indicator, a symbol `TextWidth` counts wide and
/// the C library narrow, a vowel jamo the C library counts as nothing), the grapheme is drawn as its first
/// character, or U+FFFD, padded with spaces to its width: the columns after it stay where they belong, on
/// ncurses' screen, on the terminal's and in `MemoryScreen`. A one-cell grapheme loses its U+FE0F (emoji
/// presentation), which some terminals draw two cells wide.
enum WholeCells {
    /// The scalars to send for `grapheme`, `width` cells wide (1 or 2); `cells` is the C library's width of
    /// one scalar (-1 for one it cannot print, 0 for one that joins the character before it).
    static func scalars(of grapheme: String, width: Int, cells: (UInt32) -> Int) -> [UInt32] {
        var scalars = grapheme.unicodeScalars.map(\.value)
        if scalars.count == 1, scalars[0] >= 0x20, scalars[0] < 0x7F { return scalars }
        if width == 1 { scalars.removeAll { $0 == 0xFE0F } }
        guard width > 0 else { return [] }
        var total = 0
        var whole = !scalars.isEmpty
        for (i, scalar) in scalars.enumerated() {
            let w = cells(scalar)
            // A zero-width scalar joins the cell before it in ncurses, so the first must take a cell.
            if w < 0 || (i == 0 && w == 0) { whole = false; break }
            total += w
        }
        if whole && total == width { return scalars }
        return standIn(for: scalars, width: width, cells: cells)
    }

    /// The grapheme's first character with the marks that join it, or U+FFFD (`?` where that is not one
    /// cell), then spaces to `width`.
    private static func standIn(for scalars: [UInt32], width: Int, cells: (UInt32) -> Int) -> [UInt32] {
        var out: [UInt32] = []
        if let first = scalars.first, case let w = cells(first), w >= 1, w <= width {
            out.append(first)
            for scalar in scalars.dropFirst() {
                guard cells(scalar) == 0 else { break }
                out.append(scalar)
            }
            return out + Array(repeating: 0x20, count: width - w)
        }
        let replacement: UInt32 = cells(0xFFFD) == 1 ? 0xFFFD : 0x3F
        return [replacement] + Array(repeating: 0x20, count: width - 1)
    }
}
