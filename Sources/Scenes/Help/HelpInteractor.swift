import SceneKit

/// What the help overlay asks of it.
@MainActor
public protocol HelpBusinessLogic: AnyObject {
    /// Gathers the keys of the scope help was asked from, and the global ones.
    func loadKeys()
    /// Closes help.
    func close()
}

/// Reads the keys from the key table that handles them, so help can never disagree with what the keys do.
@MainActor
public final class HelpInteractor: HelpBusinessLogic {
    public var presenter: (any HelpPresentationLogic)?
    public var router: (any HelpRoutingLogic)?
    private let keyTable: KeyTable
    private let scope: KeyScope

    public init(keyTable: KeyTable, scope: KeyScope) {
        self.keyTable = keyTable
        self.scope = scope
    }

    public func loadKeys() {
        func bindings(_ map: KeyMap) -> [Help.Keys.Binding] {
            map.bindings.map { .init(keys: $0.keysText, help: $0.help) }
        }
        let sceneMap = keyTable.map(for: scope)
        presenter?.presentKeys(.init(scope: sceneMap.scope, scene: bindings(sceneMap), global: bindings(keyTable.global)))
    }

    public func close() { router?.routeBack() }
}
