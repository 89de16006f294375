/// Commands run in this session, newest last, without repeats in a row; Up and Down walk them.
public struct CommandHistory: Sendable, Equatable {
    public private(set) var entries: [String] = []
    public let capacity: Int

    public init(capacity: Int = 100) { self.capacity = capacity }

    public mutating func add(_ command: String) {
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, entries.last != trimmed else { return }
        entries.append(trimmed)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
}
