/// Something wrong in a settings file, where it is: the file, the line when known, and in words what was
/// found and what fits. The file is never changed because of it: the value stays as written.
public struct SettingsProblem: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    /// The setting it concerns, when one.
    public var key: String?
    public var message: String

    public init(file: String, line: Int? = nil, key: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `FILE:LINE: message`, as compilers and linters say where.
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }

    /// A value of a known setting that does not fit it: which value, what fits, and what is used instead.
    static func misfit(_ definition: SettingDefinition, written: String, file: String, line: Int?, instead: String) -> SettingsProblem {
        let shown = written.count > 80 ? String(written.prefix(77)) + "…" : written
        return SettingsProblem(file: file, line: line, key: definition.key,
                               message: "\(definition.key): \(shown) does not fit: \(definition.expected); "
                                   + "\(instead) is used (the value stays in the file)")
    }
}
