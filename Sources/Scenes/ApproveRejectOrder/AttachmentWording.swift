import Resources

/// How the attachments pane and the message line word attachments: a text as its name, author and day;
/// a file as "Quote-7731.pdf · 182 KB · PDF"; a link as "link · https://…". Names and links are the
/// server's text: capped here, made inert where drawn.
enum AttachmentWording {
    /// The most characters of a name or link kept for a row or a message.
    static let longest = 200

    /// The row of the attachments pane; a text's date in the user's format (`dates`).
    static func row(_ item: AttachmentFacts, dates: DateStyle) -> String {
        if item.sequence == nil, item.kind == .text || item.kind == .file { return shown(item, dates: dates) + " · unreadable: listed without a number" }
        return shown(item, dates: dates)
    }

    private static func shown(_ item: AttachmentFacts, dates: DateStyle) -> String {
        switch item.kind {
        case .text:
            return "\(capped(item.name)) · \(capped(item.updatedBy)) \(capped(dates.format(item.updatedOn)))"
        case .file:
            let name = capped(item.fileName.isEmpty ? item.name : item.fileName)
            return ([name] + (item.size.map { [ByteCount.words($0)] } ?? []) + [type(of: item)]).joined(separator: " · ")
        case .link:
            return "link · " + capped(item.link)
        case .other:
            return "\(capped(item.name)) · not readable here"
        }
    }

    /// A file's type from its name's extension ("PDF"), else "image" or "file".
    static func type(of item: AttachmentFacts) -> String {
        let name = item.fileName.isEmpty ? item.name : item.fileName
        let ext = AttachmentFileName.split(AttachmentFileName.safe(name)).ext
        if !ext.isEmpty { return ext.uppercased() }
        return item.isImage ? "image" : "file"
    }

    static func opened(_ response: ApproveRejectOrder.OpenAttachment.Response) -> ApproveRejectOrder.OpenAttachment.ViewModel {
        let what = capped(response.what, 80)
        switch response.outcome {
        case .opening:
            return .init(message: "Opening \(what)…", isError: false, isDone: false)
        case .opened:
            let size = response.size.map { " (\(ByteCount.words($0)))" } ?? ""
            return .init(message: "Opened \(what)\(size).", isError: false, isDone: true)
        case .failed(let why):
            // The launcher's sentences already start "could not open …" or "will not open …"; others get it.
            let lower = why.lowercased()
            let sentence = lower.hasPrefix("could not open") || lower.hasPrefix("will not open") || lower.hasPrefix(what.lowercased())
                ? why : "could not open \(what): \(why)"
            return .init(message: sentence, isError: true, isDone: true)
        }
    }

    static func capped(_ text: String, _ limit: Int = longest) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
