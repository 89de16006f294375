extension String {
    /// The text without leading and trailing blanks: tabs, the space separators of Unicode (category Zs)
    /// and the zero-width space, the set Foundation on Linux calls `.whitespaces`. Text that neither starts
    /// nor ends with a possible blank is returned as is, without a copy: data-service rows are full of
    /// codes padded with spaces, and going through NSString for each was most of the preload's decoding time.
    public var trimmingBlanks: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        guard Self.mayStartABlank(first) || Self.mayEndABlank(last) else { return self }
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isBlank { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].isBlank { end = scalars.index(before: end) }
        if start == scalars.startIndex && end == scalars.endIndex { return self }
        return String(scalars[start..<end])
    }

    /// Whether a blank's UTF-8 may start with `byte`: a space, a tab, or the lead byte of U+00A0 (C2), U+1680
    /// (E1), U+2000-U+205F (E2) or U+3000 (E3). Accented letters (C3 ...) and most text beyond ASCII start
    /// otherwise and are left without a look at their scalars' categories. `BlankTrimmingTests` checks this
    /// against every scalar `isBlank` holds for, so a newer Unicode's new blank fails a test, not a trim.
    static func mayStartABlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0xC2 || (0xE1...0xE3).contains(byte)
    }

    /// Whether a blank's UTF-8 may end with `byte`: a space, a tab, or the last byte of one beyond ASCII
    /// (U+00A0 A0, U+1680 and U+3000 80, U+2000-U+200B 80-8B, U+202F AF, U+205F 9F).
    static func mayEndABlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || (0x80...0x8B).contains(byte) || byte == 0x9F || byte == 0xA0 || byte == 0xAF
    }
}

extension Unicode.Scalar {
    /// A tab, a space separator (Zs) or a zero-width space: what `String.trimmingBlanks` removes.
    public var isBlank: Bool {
        value == 0x20 || value == 0x09 || value == 0x200B || (value >= 0x80 && properties.generalCategory == .spaceSeparator)
    }
}
