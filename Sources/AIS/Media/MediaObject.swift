/// A media object (attachment) of a record, as `file/list` lists it.
public struct MediaObjectInfo: Sendable, Equatable {
    public var sequence: Int
    public var itemName: String
    public var isText: Bool
    public var updateDate: String
    public var updateUser: String

    public init(sequence: Int, itemName: String, isText: Bool, updateDate: String, updateUser: String) {
        self.sequence = sequence
        self.itemName = itemName
        self.isText = isText
        self.updateDate = updateDate
        self.updateUser = updateUser
    }
}

/// The text of a text attachment.
public struct MediaText: Sendable, Equatable {
    public var sequence: Int
    public var itemName: String
    public var text: String
    public var isRTF: Bool
}
