/// A desktop notification the terminal shows for Signoff (OSC 9 or OSC 777): a title and a body made
/// safe to place inside an escape sequence. The only way to build one is through `init(title:body:)`,
/// which cleans both, so no text from the server can end the sequence early or start another.
public struct DesktopNotification: Sendable, Equatable {
    /// The longest body sent, in characters; longer text ends with `…`.
    public static let maximumBody = 160
    /// The longest title sent, in characters.
    public static let maximumTitle = 40

    public let title: String
    public let body: String

    public init(title: String, body: String) {
        self.title = Self.clean(title, limit: Self.maximumTitle)
        self.body = Self.clean(body, limit: Self.maximumBody)
    }

    /// `text` with nothing a terminal could read as a control: sequences and control characters are
    /// dropped (`Sanitizer.inert`), then every remaining C0, DEL and C1 byte and format character, and
    /// `;`, which separates the fields of OSC 777 (and of ConEmu's OSC 9 sub-commands), becomes `,`.
    /// Cut to `limit` characters, the last one `…`.
    public static func clean(_ text: String, limit: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in Sanitizer.inert(text).unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F: continue
            case 0x3B: scalars.append(",")
            default:
                if scalar.properties.generalCategory == .format { continue }
                scalars.append(scalar)
            }
        }
        let cleaned = String(scalars).trimmingCharactersOfSpace()
        guard cleaned.count > limit, limit > 0 else { return cleaned }
        return String(cleaned.prefix(limit - 1)).trimmingCharactersOfSpace() + "…"
    }
}

private extension String {
    func trimmingCharactersOfSpace() -> String {
        var view = Substring(self)
        while view.first == " " { view = view.dropFirst() }
        while view.last == " " { view = view.dropLast() }
        return String(view)
    }
}
