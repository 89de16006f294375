import Resources
import SceneKit
import Testing
@testable import Scenes

@MainActor
final class SettingsDisplaySpy: SettingsDisplayLogic {
    var settings: [SettingsScreen.Load.ViewModel] = []
    var changes: [SettingsScreen.Change.ViewModel] = []
    func displaySettings(_ viewModel: SettingsScreen.Load.ViewModel) { settings.append(viewModel) }
    func displayChange(_ viewModel: SettingsScreen.Change.ViewModel) { changes.append(viewModel) }
    func displayQuestion(_ question: SettingsScreen.Question, onConfirm: @escaping () -> Void) {}
}

@MainActor
@Suite struct SettingsPresenterTests {
    let view = SettingsDisplaySpy()

    @Test func theNumberFormatRowSaysWhatItDoesAndItsChoices() throws {
        // Given
        let sut = SettingsPresenter()
        sut.view = view
        var settings = Settings()
        try settings.set("display.numbers", text: "plain", from: .file)
        // When
        sut.presentSettings(.init(items: [.heading("Display"), .setting("display.numbers")], settings: settings,
                                  keyTable: KeyTable(global: KeyMap(scope: "global", []), scenes: [])))
        // Then
        let row = view.settings.last?.rows.last
        #expect(row?.label == "Number display")
        #expect(row?.value == "plain")
        #expect(row?.source == "file")
        #expect(row?.editing == .step)
        #expect(row?.summary.hasPrefix("Show amounts and quantities with the user's JDE decimal separator (80.000,00") == true)
        #expect(row?.summary.hasSuffix("(jde, plain)") == true)
    }
}
