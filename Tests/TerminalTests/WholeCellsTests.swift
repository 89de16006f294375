import Testing
@testable import Terminal

/// What the terminal is sent for one placed grapheme takes exactly the cells it was placed in, as the C
/// library measures them (`wcwidth`: ncurses' and tmux's measure), also where `TextWidth` disagrees.
@Suite struct WholeCellsTests {
    /// glibc 2.36's widths for the characters below.
    private static func glibc(_ scalar: UInt32) -> Int {
        switch scalar {
        case 0x301, 0x302, 0x303, 0x304, 0x1160, 0xFE0F, 0x20E3: return 0
        case 0x1FAE8: return -1
        case 0x4F50, 0x1F4A3, 0x1F3F4, 0x1F600: return 2
        default: return 1  // ASCII, U+FFFD, U+1F321 🌡, a lone regional indicator, U+2764 ❤
        }
    }

    private func sent(_ text: String) -> [UInt32] {
        let width = TextWidth.cells(of: Character(text))
        return WholeCells.scalars(of: text, width: width, cells: Self.glibc)
    }

    private func measured(_ scalars: [UInt32]) -> Int { scalars.reduce(0) { $0 + max(0, Self.glibc($1)) } }

    @Test func graphemesBothMeasureAlikeAreSentAsTheyAre() {
        #expect(sent("佐") == [0x4F50])
        #expect(sent("💣") == [0x1F4A3])
        #expect(sent("e\u{301}\u{302}\u{303}\u{304}") == [0x65, 0x301, 0x302, 0x303, 0x304])
        #expect(sent("1\u{FE0F}\u{20E3}") == [0x31, 0x20E3])  // one cell: no emoji presentation
    }

    @Test(arguments: ["\u{1F321}", "\u{1F1EF}", "\u{1FAE8}", "\u{1160}", "\u{2764}\u{FE0F}", "\u{1F600}"])
    func everyGraphemeTakesTheCellsItWasPlacedIn(text: String) {
        let width = TextWidth.cells(of: Character(text))
        let scalars = sent(text)
        #expect(measured(scalars) == width, "\(text): \(scalars.map { String($0, radix: 16) }) for \(width) cells")
        #expect(scalars.first.map { Self.glibc($0) >= 1 } ?? false, "the first scalar must take a cell")
    }

    @Test func aCharacterTheLibraryDrawsNarrowerIsPaddedAndOneItCannotDrawIsReplaced() {
        // 🌡: TextWidth 2 (in its wide range), the C library 1
        #expect(sent("\u{1F321}") == [0x1F321, 0x20])
        // U+1FAE8 (Unicode 15): TextWidth 2, unknown to glibc 2.36
        #expect(sent("\u{1FAE8}") == [0xFFFD, 0x20])
        // a vowel jamo alone: TextWidth 1, the C library 0 (it would join the cell before it)
        #expect(sent("\u{1160}") == [0xFFFD])
    }
}
