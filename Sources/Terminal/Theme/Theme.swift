/// Colours for each role. Without colour (`monochrome`, NO_COLOR, --no-color), roles keep their
/// attributes (bold, underline, reverse), so selection and errors stay visible.
public struct Theme: Sendable, Equatable {
    public enum Color: Int16, Sendable { case terminalDefault = -1, black = 0, red, green, yellow, blue, magenta, cyan, white }

    public struct Colors: Sendable, Equatable {
        public var foreground: Color
        public var background: Color
        public init(_ foreground: Color, _ background: Color = .terminalDefault) {
            self.foreground = foreground
            self.background = background
        }
    }

    public let name: String
    public let colors: [ColorRole: Colors]
    public var usesColor: Bool { !colors.isEmpty }

    public init(name: String, colors: [ColorRole: Colors]) {
        self.name = name
        self.colors = colors
    }

    public static let dark = Theme(name: "dark", colors: [
        .normal: .init(.terminalDefault), .dim: .init(.blue), .title: .init(.cyan), .border: .init(.blue),
        .header: .init(.cyan), .topBar: .init(.black, .cyan), .bottomBar: .init(.terminalDefault), .key: .init(.yellow),
        .selection: .init(.black, .cyan), .marked: .init(.yellow), .focus: .init(.cyan), .input: .init(.white),
        .placeholder: .init(.blue), .success: .init(.green), .warning: .init(.yellow), .error: .init(.red),
        .info: .init(.cyan), .accent: .init(.magenta),
    ])

    public static let light = Theme(name: "light", colors: [
        .normal: .init(.terminalDefault), .dim: .init(.blue), .title: .init(.blue), .border: .init(.blue),
        .header: .init(.blue), .topBar: .init(.white, .blue), .bottomBar: .init(.terminalDefault), .key: .init(.magenta),
        .selection: .init(.white, .blue), .marked: .init(.magenta), .focus: .init(.blue), .input: .init(.black),
        .placeholder: .init(.blue), .success: .init(.green), .warning: .init(.magenta), .error: .init(.red),
        .info: .init(.blue), .accent: .init(.magenta),
    ])

    public static let highContrast = Theme(name: "high-contrast", colors: [
        .normal: .init(.white, .black), .dim: .init(.white, .black), .title: .init(.yellow, .black), .border: .init(.white, .black),
        .header: .init(.yellow, .black), .topBar: .init(.black, .yellow), .bottomBar: .init(.white, .black), .key: .init(.yellow, .black),
        .selection: .init(.black, .white), .marked: .init(.yellow, .black), .focus: .init(.yellow, .black), .input: .init(.white, .black),
        .placeholder: .init(.white, .black), .success: .init(.green, .black), .warning: .init(.yellow, .black), .error: .init(.red, .black),
        .info: .init(.cyan, .black), .accent: .init(.magenta, .black),
    ])

    public static let monochrome = Theme(name: "monochrome", colors: [:])

    public static func named(_ name: String) -> Theme {
        switch name.lowercased() {
        case "light": return .light
        case "high-contrast", "highcontrast": return .highContrast
        case "monochrome", "none": return .monochrome
        default: return .dark
        }
    }

    /// The colour pair number of a role (1-based, in `ColorRole.allCases` order); 0 without colour.
    public func pair(for role: ColorRole) -> Int16 {
        guard usesColor, let index = ColorRole.allCases.firstIndex(of: role) else { return 0 }
        return Int16(index + 1)
    }
}
