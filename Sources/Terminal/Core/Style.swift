/// What a piece of text is, not what colour it has: the theme maps roles to colours, and with colour off
/// the attributes (bold, underline, reverse) still tell them apart, so colour is never the only signal.
public enum ColorRole: String, CaseIterable, Hashable, Sendable {
    case normal, dim, title, border, header
    case topBar, bottomBar, key
    case selection, marked, focus
    case input, placeholder
    case success, warning, error, info
    case accent
}

public struct Style: Hashable, Sendable {
    public var role: ColorRole
    public var bold: Bool
    public var underline: Bool
    public var reverse: Bool

    public init(_ role: ColorRole = .normal, bold: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.role = role
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
    }

    public static let normal = Style(.normal)
    public static let dim = Style(.dim)
    public static let title = Style(.title, bold: true)
    public static let border = Style(.border)
    public static let header = Style(.header, bold: true, underline: true)
    public static let topBar = Style(.topBar, reverse: true)
    public static let bottomBar = Style(.bottomBar)
    public static let key = Style(.key, bold: true)
    /// The cursor row: reverse video, so it stays visible without colour.
    public static let selection = Style(.selection, reverse: true)
    public static let marked = Style(.marked, bold: true)
    public static let input = Style(.input, underline: true)
    public static let placeholder = Style(.placeholder)
    public static let success = Style(.success, bold: true)
    public static let warning = Style(.warning, bold: true)
    public static let error = Style(.error, bold: true)
    public static let info = Style(.info)
    public static let accent = Style(.accent, bold: true)

    public func with(bold: Bool? = nil, underline: Bool? = nil, reverse: Bool? = nil) -> Style {
        Style(role, bold: bold ?? self.bold, underline: underline ?? self.underline, reverse: reverse ?? self.reverse)
    }
}
