import Foundation

/// Media objects (contract §7): a record's attachments listed, a text read or added, a file's bytes.
public struct MediaService: Sendable {
    let requester: AISRequester
    var configuration: AISConfiguration { requester.configuration }

    /// The common fields of a media-object call (§7): the form and version whose security applies are the
    /// configuration's (`attachments.form`, `attachments.form-version`).
    func mediaBody(structure: String, key: [String]) -> [(key: String, value: JSONValue)] {
        [("moStructure", .string(structure)), ("moKey", .array(key.map { .string($0) })),
         ("formName", .string(configuration.attachmentsForm)), ("version", .string(configuration.attachmentsFormVersion))]
    }

    /// The record's texts, files and links (contract §7: `moTypes` TEXT, FILE and URL, with `includeURLs`).
    public func listMediaObjects(structure: String, key: [String], session: AISSession) async throws -> [MediaObjectInfo] {
        let body = mediaBody(structure: structure, key: key)
            + [("moTypes", .array([.string("TEXT"), .string("FILE"), .string("URL")])), ("includeURLs", .bool(true))]
        let json = try await requester.post(configuration.url("v2/file/list"), body, session: session, kind: .read)
        return Self.mediaObjects(from: json, dates: RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat))
    }

    /// The attachments a `file/list` answer names, each one listed: an item without a sequence number
    /// keeps none (it is shown, and said to be unreadable, rather than left out without a word).
    /// Their dates are read in the user's date format (`dates`), as the server writes them.
    static func mediaObjects(from json: JSONValue, dates: RowDateReader = RowDateReader(simpleDateFormat: "")) -> [MediaObjectInfo] {
        guard let items = json["mediaObjects"]?.arrayValue else { return [] }
        return items.compactMap { item in
            guard case .object = item else { return nil }
            let sequence = item["sequence"]?.int
            let kind = mediaKind(of: item)
            var size = (item["size"] ?? item["fileSize"])?.int
            if let known = size, known < 0 { size = nil }
            var info = MediaObjectInfo(sequence: sequence, itemName: item["itemName"]?.text ?? "", kind: kind,
                                   updateDate: item["updateDate"]?.text ?? "", updateUser: item["updateUserID"]?.text ?? "",
                                   fileName: kind == .file ? item["file"]?.text ?? item["itemName"]?.text ?? "" : "",
                                   link: kind == .link ? item["link"]?.text ?? "" : "",
                                   isImage: item["isImage"]?.bool ?? false, size: kind == .file ? size : nil)
            info.updatedDay = dates.read(item["updateDate"])
            return info
        }
    }

    /// A listed item's kind: a link (`isURL`, `moType` 2), a text (`isText`, `moType` 0), a file (`moType` 5,
    /// or a `file` name), else another kind Signoff does not handle.
    static func mediaKind(of item: JSONValue) -> MediaObjectInfo.Kind {
        let type = item["moType"]?.int
        if item["isURL"]?.bool == true || type == 2 { return .link }
        if item["isText"]?.bool == true || type == 0 { return .text }
        if type == 5 || item["file"]?.text != nil { return .file }
        return .other
    }

    /// A file attachment's bytes (`file/download`), at most `limit` bytes: a larger file fails with
    /// `AISError.answerTooLarge` before its bytes are read when the server says its size, else as soon as
    /// the bytes read pass the limit.
    public func download(structure: String, key: [String], sequence: Int, limit: Int, session: AISSession) async throws -> MediaFile {
        try await requester.post(configuration.url("v2/file/download"), mediaBody(structure: structure, key: key) + [("sequence", .int(sequence))],
                                 session: session, kind: .read, answer: .bytes(upTo: limit)) { response, kind throws(AISError) in
            try Self.mediaFile(from: response, kind: kind, sequence: sequence)
        }
    }

    /// A `file/download` answer: the bytes with their type and name, or the error its status means.
    static func mediaFile(from response: HTTPResponse, kind: AISRequester.Kind, sequence: Int) throws(AISError) -> MediaFile {
        guard (200..<300).contains(response.status) else {
            _ = try AISRequester.interpret(response, kind: kind)
            throw AISError.serverError(status: response.status, message: "")
        }
        let type = response.headerValue("Content-Type").map(ContentDisposition.mediaType) ?? ""
        if type == "application/json", let json = try? JSONParser.parse(response.body) {
            // An answer in JSON where bytes were asked for is the server's refusal, not the file, when it says
            // why or has the shape of AIS's error answers; other JSON is a JSON file's own bytes.
            if let reason = AISRequester.message(in: json) { throw AISError.serverError(status: response.status, message: AISError.capped(reason, 200)) }
            if isErrorAnswer(json) { throw AISError.serverError(status: response.status, message: "the server refused the file without saying why") }
        }
        let name = response.headerValue("Content-Disposition").map(ContentDisposition.fileName) ?? ""
        return MediaFile(sequence: sequence, bytes: response.body, contentType: type, fileName: name)
    }

    /// Whether a JSON answer is AIS's error answer (§6: `status`/`jde__status` ERROR), whatever its message.
    static func isErrorAnswer(_ json: JSONValue) -> Bool {
        ["status", "jde__status"].contains { json[$0]?.text?.trimmingCharacters(in: .whitespaces).uppercased() == "ERROR" }
    }

    public func getText(structure: String, key: [String], sequence: Int, session: AISSession) async throws -> MediaText {
        let json = try await requester.post(configuration.url("v2/file/gettext"),
                                            mediaBody(structure: structure, key: key) + [("sequence", .int(sequence))], session: session, kind: .read)
        return try Self.mediaText(from: json, sequence: sequence)
    }

    /// The text of a `file/gettext` answer.
    static func mediaText(from json: JSONValue, sequence: Int) throws(AISError) -> MediaText {
        guard let text = json["text"]?.text else { throw AISError.malformedResponse("the attachment answer has no text") }
        return MediaText(sequence: json["sequence"]?.int ?? sequence, itemName: json["itemName"]?.text ?? "", text: text,
                         isRTF: json["isRTF"]?.bool ?? false)
    }

    /// Adds a text attachment; returns its sequence number.
    public func addText(structure: String, key: [String], itemName: String, text: String, session: AISSession) async throws -> Int {
        let json = try await requester.post(configuration.url("v2/file/addtext"),
                                            mediaBody(structure: structure, key: key) + [("inputText", .string(text)), ("itemName", .string(itemName))],
                                            session: session, kind: .write)
        return try Self.addedSequence(from: json)
    }

    /// The sequence number a `file/addtext` answer gives the new attachment.
    static func addedSequence(from json: JSONValue) throws(AISError) -> Int {
        guard json["addTextStatus"]?.text?.lowercased() == "success", let sequence = json["sequence"]?.int else {
            throw AISError.serverError(status: 200, message: AISRequester.message(in: json) ?? "the attachment was not added")
        }
        return sequence
    }
}
