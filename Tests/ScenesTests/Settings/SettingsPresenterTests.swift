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
    var reports: [SettingsScreen.Report] = []
    func displayReport(_ report: SettingsScreen.Report) { reports.append(report) }
}

@MainActor
@Suite struct SettingsPresenterTests {
    let view = SettingsDisplaySpy()

    @Test func theSiteCheckIsAReportWithAMarkPerCheckAndTheFixUnderAFailure() {
        // Given
        let sut = SettingsPresenter()
        sut.view = view
        // When
        sut.presentSiteCheck([SiteCheckFacts(SiteCheckResult("server", .ok, "AIS 9.2.8.3 answers")),
                              SiteCheckFacts(SiteCheckResult("code lists", .warning, "43/RR 0", fix: "add 43/RR codes")),
                              SiteCheckFacts(SiteCheckResult("read F4311", .failed, "not allowed", fix: "grant F4311"))])
        // Then
        let report = view.reports.last
        #expect(report?.lines == ["✔ server: AIS 9.2.8.3 answers", "! code lists: 43/RR 0", "    fix: add 43/RR codes",
                                  "✘ read F4311: not allowed", "    fix: grant F4311"])
        #expect(report?.summary == "3 checks: 1 ok, 1 to note, 1 failed. Nothing was decided or written on the server.")
        #expect(report?.failed == true)
    }

    @Test func theNumberFormatRowSaysWhatItDoesAndItsChoices() throws {
        // Given
        let sut = SettingsPresenter()
        sut.view = view
        let numbers = SettingsScreen.SettingFacts(key: "display.numbers", value: "plain", source: "file",
                                                  kind: .choice(["jde", "plain"]), summary: "Show amounts in the user's format")
        // When
        sut.presentSettings(.init(rows: [.heading("Display"), .setting(numbers)]))
        // Then
        let row = view.settings.last?.rows.last
        #expect(row?.item == .setting("display.numbers"))
        #expect(row?.label == "Number display")
        #expect(row?.value == "plain")
        #expect(row?.source == "file")
        #expect(row?.editing == .step)
        #expect(row?.summary == "Show amounts in the user's format (jde, plain)")
    }

    @Test func aNumberShowsItsUnitAndRangeAndIsEditedWithoutTheUnit() {
        // Given
        let sut = SettingsPresenter()
        sut.view = view
        let timeout = SettingsScreen.SettingFacts(key: "connection.timeout", value: "30", source: "default",
                                                  kind: .number(lowest: 1, highest: 300, unit: "seconds"), summary: "Seconds to wait")
        // When
        sut.presentSettings(.init(rows: [.setting(timeout)]))
        // Then
        let row = view.settings.last?.rows.first
        #expect(row?.label == "Timeout")
        #expect(row?.value == "30 seconds")
        #expect(row?.summary == "Seconds to wait (1–300)")
        #expect(row?.editing == .text("30"))
    }

    @Test func emptyBranchSettingsSayWhatTheyMean() {
        let sut = SettingsPresenter()
        sut.view = view
        sut.presentSettings(.init(rows: [
            .setting(.init(key: "inventory.branches", value: "", source: "default", kind: .text, summary: "")),
            .setting(.init(key: "data.default-branch", value: "", source: "SIGNOFF_DEFAULT_BRANCH", kind: .text, summary: "")),
            .setting(.init(key: "connection.device-name", value: "signoff-host", source: "default", kind: .readOnly, summary: "")),
        ]))
        let rows = view.settings.last?.rows ?? []
        #expect(rows.map(\.value) == ["all", "from the server", "signoff-host"])
        #expect(rows.map(\.editing) == [.text(""), .text(""), .none])
        #expect(rows[1].source == "SIGNOFF_DEFAULT_BRANCH")
    }

    @Test func aKeyRowNamesItsScopeAndKeysAndWhetherTheFileChangedIt() {
        // Given
        let sut = SettingsPresenter()
        sut.view = view
        let approve = SettingsScreen.KeyFacts(scope: .orders, action: .approve, label: "approve", keys: ["y", "Ctrl-a"],
                                              help: "Approve", changed: true)
        // When
        sut.presentSettings(.init(rows: [.key(approve), .action(.clearCache)]))
        // Then
        let rows = view.settings.last?.rows ?? []
        #expect(rows.first?.item == .key(scope: .orders, action: .approve))
        #expect(rows.first?.label == "orders: approve")
        #expect(rows.first?.value == "y, Ctrl-a")
        #expect(rows.first?.source == "file")
        #expect(rows.first?.summary == "Approve (keys separated by commas: a, Ctrl-a, F5, Space)")
        #expect(rows.first?.editing == .text("y, Ctrl-a"))
        #expect(rows.last?.editing == .run && rows.last?.label == "Clear cached data")
    }
}
