/// What a request expects back: JSON (every service but one), or a file's bytes up to a limit
/// (`file/download`, contract §7), which the transport stops reading past the limit.
struct AnswerShape: Sendable, Equatable {
    var accept: String
    var maximumBody: Int?

    static let json = AnswerShape(accept: "application/json", maximumBody: nil)

    /// Any type of content, at most `limit` bytes.
    static func bytes(upTo limit: Int) -> AnswerShape { AnswerShape(accept: "*/*", maximumBody: limit) }
}
