import Terminal

/// The bindings of one scope (the global keys, or one scene's), in the order help lists them.
/// The same map both handles keys and feeds help and the bottom bar, so they cannot disagree.
public struct KeyMap: Sendable, Equatable {
    public let scope: KeyScope
    public private(set) var bindings: [KeyBinding]

    public init(scope: KeyScope, _ bindings: [KeyBinding]) {
        self.scope = scope
        self.bindings = bindings
    }

    public func action(for key: Key) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    public func binding(for action: Action) -> KeyBinding? {
        bindings.first { $0.action == action }
    }

    public func keys(for action: Action) -> [Key] { binding(for: action)?.keys ?? [] }

    /// The map with `action` bound to `keys` instead of its defaults.
    public func rebinding(_ action: Action, to keys: [Key]) -> KeyMap {
        var copy = self
        if let i = copy.bindings.firstIndex(where: { $0.action == action }) { copy.bindings[i].keys = keys }
        return copy
    }

    /// Only the bindings of these actions, in this map's order (a scene's bar while a field has focus).
    public func restricted(to actions: Set<Action>) -> KeyMap {
        KeyMap(scope: scope, bindings.filter { actions.contains($0.action) })
    }
}
