import SceneKit
import Terminal
import Testing
@testable import App

@MainActor
@Suite struct DefaultKeyTableRedrawTests {
    @Test func ctrlLRedrawsEverywhereAndNoSceneTakesIt() {
        let table = DefaultKeyTable.make()
        #expect(table.global.keys(for: .redraw) == [.control("l")])
        for (scope, map) in table.scenes {
            #expect(map.action(for: .control("l")) == nil, "\(scope.name) gives Ctrl-L to \(String(describing: map.action(for: .control("l"))))")
        }
    }
}
