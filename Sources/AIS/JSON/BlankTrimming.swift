extension String {
    /// The text without leading and trailing blanks: tabs, the space separators of Unicode (category Zs)
    /// and the zero-width space, the set Foundation on Linux calls `.whitespaces`. Text that neither starts
    /// nor ends with a possible blank is returned as is, without a copy: data-service rows are full of
    /// codes padded with spaces, and going through NSString for each was most of the preload's decoding time.
    public var trimmingBlanks: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        guard Self.mayStartOrEndABlank(first) || Self.mayStartOrEndABlank(last) else { return self }
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isBlank { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].isBlank { end = scalars.index(before: end) }
        if start == scalars.startIndex && end == scalars.endIndex { return self }
        return String(scalars[start..<end])
    }

    /// A space, a tab, or any byte of a character outside ASCII (which may be a Unicode space).
    private static func mayStartOrEndABlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte >= 0x80 }
}

extension Unicode.Scalar {
    /// A tab, a space separator (Zs) or a zero-width space: what `String.trimmingBlanks` removes.
    public var isBlank: Bool {
        value == 0x20 || value == 0x09 || value == 0x200B || (value >= 0x80 && properties.generalCategory == .spaceSeparator)
    }
}
