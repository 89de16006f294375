import Terminal

/// One pane of screen real estate: a list, a header, a lines table, a form. It draws the view model
/// it was last given and raises what the user does to its responder (the scene's View).
@MainActor
public protocol Fragment: AnyObject {
    /// The smallest area the fragment can draw in usefully.
    var minimumSize: Size { get }
    /// Whether Tab can move the focus to it.
    var canFocus: Bool { get }
    func draw(in canvas: Canvas, focused: Bool)
    /// Takes a key before the key table does (a text field takes letters); true when consumed.
    func handleKey(_ key: Key) -> Bool
    /// Performs an action while focused; true when it did something.
    func perform(_ action: Action) -> Bool
}

extension Fragment {
    public var minimumSize: Size { Size(width: 10, height: 1) }
    public var canFocus: Bool { true }
    public func handleKey(_ key: Key) -> Bool { false }
    public func perform(_ action: Action) -> Bool { false }
}
