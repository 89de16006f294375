import Terminal

extension ListMotion {
    /// The list movement an action means, or nil when it is not one (the key table's names for moving).
    public init?(_ action: Action) {
        switch action {
        case .moveUp: self = .up
        case .moveDown: self = .down
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .first: self = .first
        case .last: self = .last
        default: return nil
        }
    }
}
