/// A media object (attachment) of a record, as `file/list` lists it: a text, a file or a link (contract §7).
/// Names and links are the server's text, untrusted (§8): stored as received, made inert where shown.
public struct MediaObjectInfo: Sendable, Equatable {
    /// What kind of attachment it is.
    public enum Kind: Sendable, Equatable {
        case text
        /// A file: its name (`file`), whether it is an image.
        case file
        /// A link (`moType` 2, `isURL`): its address is `link`.
        case link
        /// Another type (an OLE object, a shortcut) that Signoff neither reads nor opens.
        case other
    }

    /// Its number among the record's attachments, by which it is read or downloaded; nil when the list
    /// gave none (a link still opens; a text or a file cannot be asked for).
    public var sequence: Int?
    public var itemName: String
    public var kind: Kind
    public var updateDate: String
    /// `updateDate` read in the user's date format: the day, or the text when it names none (nil: blank).
    public var updatedDay: ServerDate?
    public var updateUser: String
    /// A file's name as the server gives it (`file`); empty for the other kinds.
    public var fileName: String
    /// A link's address (`link`); empty for the other kinds.
    public var link: String
    public var isImage: Bool
    /// A file's size in bytes when the list says it (not every server does).
    public var size: Int?

    public var isText: Bool { kind == .text }

    public init(sequence: Int?, itemName: String, isText: Bool, updateDate: String, updateUser: String) {
        self.init(sequence: sequence, itemName: itemName, kind: isText ? .text : .other, updateDate: updateDate, updateUser: updateUser)
    }

    public init(sequence: Int?, itemName: String, kind: Kind, updateDate: String, updateUser: String, fileName: String = "",
                link: String = "", isImage: Bool = false, size: Int? = nil) {
        self.sequence = sequence
        self.itemName = itemName
        self.kind = kind
        self.updateDate = updateDate
        self.updateUser = updateUser
        self.fileName = fileName
        self.link = link
        self.isImage = isImage
        self.size = size
    }
}

/// The text of a text attachment.
public struct MediaText: Sendable, Equatable {
    public var sequence: Int
    public var itemName: String
    public var text: String
    public var isRTF: Bool
}

/// A file attachment's bytes as `file/download` answers them, with what its headers say.
public struct MediaFile: Sendable, Equatable {
    public var sequence: Int
    public var bytes: [UInt8]
    /// The `Content-Type` without parameters, lowercased (`application/pdf`); empty when none was sent.
    public var contentType: String
    /// The name `Content-Disposition` gives (`filename="…"`), untrusted; empty when none was given.
    public var fileName: String

    public init(sequence: Int, bytes: [UInt8], contentType: String, fileName: String) {
        self.sequence = sequence
        self.bytes = bytes
        self.contentType = contentType
        self.fileName = fileName
    }
}
