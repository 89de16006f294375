import Testing
@testable import SceneKit

@Suite struct KeyTableTests {
    private func makeTable() -> KeyTable {
        KeyTable(
            global: KeyMap(scope: .global, [
                KeyBinding(.quit, [.character("q")], label: "quit", help: "Quit"),
                KeyBinding(.help, [.character("?")], label: "help", help: "Help"),
            ]),
            scenes: [
                KeyMap(scope: .orders, [
                    KeyBinding(.approve, [.character("a")], label: "approve", help: "Approve"),
                    KeyBinding(.reject, [.character("r")], label: "reject", help: "Reject"),
                ]),
                KeyMap(scope: .login, [
                    KeyBinding(.submit, [.enter], label: "log in", help: "Log in"),
                ]),
            ])
    }

    @Test func sceneKeysWinOverGlobalKeys() {
        let sut = makeTable()
        #expect(sut.action(for: .character("a"), in: .orders) == .approve)
        #expect(sut.action(for: .character("q"), in: .orders) == .quit)
        #expect(sut.action(for: .character("a"), in: .login) == nil)
    }

    @Test func rebindsAnActionToNamedKeys() throws {
        // Given
        var sut = makeTable()
        // When
        try sut.rebind("approve", to: ["y", "Ctrl-y"])
        // Then
        #expect(sut.action(for: .character("y"), in: .orders) == .approve)
        #expect(sut.action(for: .control("y"), in: .orders) == .approve)
        #expect(sut.action(for: .character("a"), in: .orders) == nil)
        #expect(sut.differences(from: makeTable()) == ["approve": ["y", "Ctrl-y"]])
    }

    @Test func refusesAKeyThatAlreadyDoesSomethingElse() {
        var sut = makeTable()
        #expect(throws: KeyTable.RebindError.conflict(key: .character("r"), action: .reject, scope: .orders)) {
            try sut.rebind("approve", to: ["r"])
        }
        #expect(throws: KeyTable.RebindError.conflict(key: .character("q"), action: .quit, scope: .global)) {
            try sut.rebind("approve", to: ["q"])
        }
        // Unchanged after a refusal
        #expect(sut.action(for: .character("a"), in: .orders) == .approve)
    }

    @Test func refusesAGlobalKeyThatASceneUses() {
        var sut = makeTable()
        #expect(throws: KeyTable.RebindError.self) { try sut.rebind("quit", to: ["a"]) }
    }

    @Test func refusesUnknownNames() {
        var sut = makeTable()
        #expect(throws: KeyTable.RebindError.unknownAction("fly")) { try sut.rebind("fly", to: ["f"]) }
        #expect(throws: KeyTable.RebindError.unknownKey("Hyper-x")) { try sut.rebind("approve", to: ["Hyper-x"]) }
        #expect(throws: KeyTable.RebindError.noKeys(.approve)) { try sut.rebind("approve", to: []) }
    }

    @Test func aScopeIsFoundByTheNameUsersWriteAndNoOther() {
        for scope in KeyScope.all {
            #expect(KeyScope(named: scope.name) == scope)
        }
        #expect(KeyScope(named: "orders") == .orders)
        #expect(KeyScope(named: "reauthenticate") == .reauthenticate)
        #expect(KeyScope(named: "Orders") == nil)
        #expect(KeyScope(named: "") == nil)
        #expect(Set(KeyScope.all.map(\.name)).count == KeyScope.all.count)
        #expect("\(KeyScope.decided)" == "decided")
    }

    @Test func storedBindingsNameTheirScopeAndAnUnknownScopeIsReported() {
        // Given
        var sut = makeTable()
        // When
        let problems = sut.apply(bindings: ["orders.approve": ["y"], "galaxy.approve": ["z"], "global.quit": ["Ctrl-q"]])
        // Then
        #expect(sut.action(for: .character("y"), in: .orders) == .approve)
        #expect(sut.action(for: .control("q"), in: .login) == .quit)
        #expect(problems == ["Key binding galaxy.approve not used: There is no action called “galaxy.approve”."])
        #expect(sut.scopedDifferences(from: makeTable()) == ["orders.approve": ["y"], "global.quit": ["Ctrl-q"]])
        #expect(KeyTable.RebindError.conflict(key: .character("r"), action: .reject, scope: .orders).description
            == "r already does “reject” (orders); free it first.")
    }

    @Test func parsesKeyNamesAsHelpPrintsThem() {
        let names = ["a", "Ctrl-b", "Alt-x", "PgDn", "Space", "Enter", "Esc", "Tab", "Shift-Tab", "F5", "Home", "↓"]
        for name in names {
            let key = KeyName.parse(name)
            #expect(key != nil, "\(name)")
            if let key { #expect(KeyName.parse(key.description) == key, "\(name) → \(key)") }
        }
        #expect(KeyName.parse("") == nil)
        #expect(KeyName.parse("Ctrl-1") == nil)
        #expect(KeyName.parse("F99") == nil)
    }
}
