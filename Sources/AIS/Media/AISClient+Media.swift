import Foundation

extension AISClient {
    /// The common fields of a media-object call (§7).
    static func mediaBody(structure: String, key: [String]) -> [(key: String, value: JSONValue)] {
        [("moStructure", .string(structure)), ("moKey", .array(key.map { .string($0) })),
         ("formName", .string("P4310_W4310A")), ("version", .string("ZJDE0001"))]
    }

    public func listMediaObjects(structure: String, key: [String], session: AISSession) async throws -> [MediaObjectInfo] {
        let json = try await post(configuration.url("v2/file/list"), Self.mediaBody(structure: structure, key: key), session: session, kind: .read)
        return Self.mediaObjects(from: json)
    }

    /// The attachments a `file/list` answer names; items without a sequence number are left out.
    static func mediaObjects(from json: JSONValue) -> [MediaObjectInfo] {
        guard let items = json["mediaObjects"]?.arrayValue else { return [] }
        return items.compactMap { item in
            guard let sequence = item["sequence"]?.int else { return nil }
            return MediaObjectInfo(sequence: sequence, itemName: item["itemName"]?.text ?? "", isText: item["isText"]?.bool ?? false,
                                   updateDate: item["updateDate"]?.text ?? "", updateUser: item["updateUserID"]?.text ?? "")
        }
    }

    public func getText(structure: String, key: [String], sequence: Int, session: AISSession) async throws -> MediaText {
        let json = try await post(configuration.url("v2/file/gettext"),
                                  Self.mediaBody(structure: structure, key: key) + [("sequence", .int(sequence))], session: session, kind: .read)
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
        let json = try await post(configuration.url("v2/file/addtext"),
                                  Self.mediaBody(structure: structure, key: key) + [("inputText", .string(text)), ("itemName", .string(itemName))],
                                  session: session, kind: .write)
        return try Self.addedSequence(from: json)
    }

    /// The sequence number a `file/addtext` answer gives the new attachment.
    static func addedSequence(from json: JSONValue) throws(AISError) -> Int {
        guard json["addTextStatus"]?.text?.lowercased() == "success", let sequence = json["sequence"]?.int else {
            throw AISError.serverError(status: 200, message: Self.message(in: json) ?? "the attachment was not added")
        }
        return sequence
    }
}
