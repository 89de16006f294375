import Terminal

/// Every key binding of the app: the global map and one map per scene, with the user's rebindings
/// applied. Scene keys win over global keys; a rebinding that would give one key two meanings in
/// the same place is refused, naming the action that already has it.
public struct KeyTable: Sendable, Equatable {
    public private(set) var global: KeyMap
    public private(set) var scenes: [KeyScope: KeyMap]

    public init(global: KeyMap, scenes: [KeyMap]) {
        self.global = global
        self.scenes = Dictionary(scenes.map { ($0.scope, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func map(for scene: KeyScope) -> KeyMap { scenes[scene] ?? KeyMap(scope: scene, []) }

    /// The action a key means in a scene: the scene's own first, then the global one.
    public func action(for key: Key, in scene: KeyScope) -> Action? {
        scenes[scene]?.action(for: key) ?? global.action(for: key)
    }

    public enum RebindError: Error, Equatable, CustomStringConvertible {
        case unknownAction(String)
        case unknownKey(String)
        case noKeys(Action)
        case conflict(key: Key, action: Action, scope: KeyScope)

        public var description: String {
            switch self {
            case .unknownAction(let name): return "There is no action called “\(name)”."
            case .unknownKey(let name): return "“\(name)” is not a key name Signoff knows (try a, Ctrl-b, Alt-x, F5, PgDn, Space)."
            case .noKeys(let action): return "“\(action)” needs at least one key."
            case .conflict(let key, let action, let scope):
                return "\(key) already does “\(action)” (\(scope.name)); free it first."
            }
        }
    }

    /// Binds `action` to the keys named, in every map that has the action. Throws on a conflict.
    public mutating func rebind(_ actionName: String, to keyNames: [String]) throws(RebindError) {
        let action = Action(actionName)
        let owners = ([global] + scenes.values).filter { $0.binding(for: action) != nil }
        guard !owners.isEmpty else { throw .unknownAction(actionName) }
        var keys: [Key] = []
        for name in keyNames {
            guard let key = KeyName.parse(name) else { throw .unknownKey(name) }
            if !keys.contains(key) { keys.append(key) }
        }
        guard !keys.isEmpty else { throw .noKeys(action) }
        for key in keys { try checkFree(key, for: action) }
        if global.binding(for: action) != nil { global = global.rebinding(action, to: keys) }
        for (scope, map) in scenes where map.binding(for: action) != nil {
            scenes[scope] = map.rebinding(action, to: keys)
        }
    }

    /// Binds `action` in one scope (`.global` for the global map) to the keys named. Throws on a conflict
    /// within that scope, or with the global keys.
    public mutating func rebind(_ actionName: String, in scope: KeyScope, to keyNames: [String]) throws(RebindError) {
        let action = Action(actionName)
        let isGlobal = scope == global.scope
        guard let map = isGlobal ? global : scenes[scope], map.binding(for: action) != nil else {
            throw .unknownAction("\(scope.name).\(actionName)")
        }
        var keys: [Key] = []
        for name in keyNames {
            guard let key = KeyName.parse(name) else { throw .unknownKey(name) }
            if !keys.contains(key) { keys.append(key) }
        }
        guard !keys.isEmpty else { throw .noKeys(action) }
        for key in keys {
            if let other = map.action(for: key), other != action { throw .conflict(key: key, action: other, scope: scope) }
            if isGlobal {
                for (name, sceneMap) in scenes.sorted(by: { $0.key.name < $1.key.name }) {
                    if let other = sceneMap.action(for: key), other != action { throw .conflict(key: key, action: other, scope: name) }
                }
            } else if let other = global.action(for: key), other != action, map.binding(for: other) == nil {
                throw .conflict(key: key, action: other, scope: global.scope)
            }
        }
        if isGlobal { global = global.rebinding(action, to: keys) } else { scenes[scope] = map.rebinding(action, to: keys) }
    }

    /// The user's rebindings per scope, as settings store them: "scope.action" → key names.
    public func scopedDifferences(from defaults: KeyTable) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for map in [global] + Array(scenes.values) {
            let base = map.scope == global.scope ? defaults.global : defaults.map(for: map.scope)
            for binding in map.bindings where base.keys(for: binding.action) != binding.keys {
                result[map.scope.name + "." + binding.action.rawValue] = binding.keys.map(\.description)
            }
        }
        return result
    }

    /// Applies stored bindings: "scope.action" in that scope, a bare "action" everywhere it is bound. A name
    /// whose scope is not a `KeyScope` is reported as an unknown action, like an action the scope lacks.
    public mutating func apply(bindings: [String: [String]]) -> [String] {
        var problems: [String] = []
        for (name, keys) in bindings.sorted(by: { $0.key < $1.key }) {
            do {
                if let dot = name.firstIndex(of: ".") {
                    guard let scope = KeyScope(named: String(name[..<dot])) else {
                        throw RebindError.unknownAction(name)
                    }
                    try rebind(String(name[name.index(after: dot)...]), in: scope, to: keys)
                } else {
                    try rebind(name, to: keys)
                }
            } catch {
                problems.append("Key binding \(name) not used: \(error)")
            }
        }
        return problems
    }

    /// A key may not mean two things where both apply: in one map, or in a scene map and the global map.
    private func checkFree(_ key: Key, for action: Action) throws(RebindError) {
        let actionIsGlobal = global.binding(for: action) != nil
        if let other = global.action(for: key), other != action {
            throw .conflict(key: key, action: other, scope: .global)
        }
        for (scope, map) in scenes.sorted(by: { $0.key.name < $1.key.name }) {
            guard actionIsGlobal || map.binding(for: action) != nil else { continue }
            if let other = map.action(for: key), other != action {
                throw .conflict(key: key, action: other, scope: scope)
            }
        }
    }

    /// The user's rebindings as settings store them: action name → key names.
    public func differences(from defaults: KeyTable) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for map in [global] + Array(scenes.values) {
            let base = map.scope == global.scope ? defaults.global : defaults.map(for: map.scope)
            for binding in map.bindings where base.keys(for: binding.action) != binding.keys {
                result[binding.action.rawValue] = binding.keys.map(\.description)
            }
        }
        return result
    }
}
