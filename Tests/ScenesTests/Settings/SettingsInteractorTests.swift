import Foundation
import Resources
import SceneKit
import Testing
@testable import Scenes
import TestSupport

@MainActor
final class SettingsEffectsSpy: SettingsEffects {
    var applied: [String] = []
    var keyTables: [KeyTable] = []
    var loggedInAgain = 0
    var reloads: [Bool] = []
    func apply(_ settings: Settings, changed key: String) { applied.append(key) }
    func apply(keyTable: KeyTable) { keyTables.append(keyTable) }
    func logInAgain() { loggedInAgain += 1 }
    func testConnection() async -> Result<String, SettingsEffectError> { .success("fine") }
    var siteCheck: [SiteCheckFacts] = []
    func checkSite(progress: @escaping @MainActor (SiteCheckFacts) -> Void) async -> Result<[SiteCheckFacts], SettingsEffectError> {
        for result in siteCheck { progress(result) }
        return .success(siteCheck)
    }
    func reloadFoundation(branchesOnly: Bool, progress: @escaping @MainActor (String) -> Void) async -> Result<String, SettingsEffectError> {
        reloads.append(branchesOnly)
        progress("Reloading branch/plants: 12 rows")
        return .success("Branch data reloaded")
    }
    func clearCachedData() -> Result<String, SettingsEffectError> { .success("cleared") }
    func logOut() {}
}

@MainActor
final class SettingsPresenterSpy: SettingsPresentationLogic {
    var loads: [SettingsScreen.Load.Response] = []
    var changes: [SettingsScreen.Change.Response] = []
    var questions: [(SettingsScreen.Question, () -> Void)] = []
    var siteChecks: [[SiteCheckFacts]] = []
    func presentSiteCheck(_ results: [SiteCheckFacts]) { siteChecks.append(results) }
    func presentSettings(_ response: SettingsScreen.Load.Response) { loads.append(response) }
    func presentChange(_ response: SettingsScreen.Change.Response) { changes.append(response) }
    func presentQuestion(_ question: SettingsScreen.Question, onConfirm: @escaping () -> Void) { questions.append((question, onConfirm)) }
}

@MainActor
@Suite struct SettingsInteractorTests {
    let effects = SettingsEffectsSpy()
    let presenter = SettingsPresenterSpy()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-settings-\(UUID().uuidString)").path

    static let keys = KeyTable(global: KeyMap(scope: .global, [KeyBinding(.quit, [.character("q")], label: "quit", help: "Quit")]),
                               scenes: [KeyMap(scope: .orders, [KeyBinding(.approve, [.character("a")], label: "approve", help: "Approve"),
                                                                 KeyBinding(.reject, [.character("r")], label: "reject", help: "Reject")])])

    private func makeSUT(_ settings: Settings = Settings()) -> (SettingsInteractor, SettingsFile) {
        let file = SettingsFile(path: folder + "/config.json")
        let sut = SettingsInteractor(settings: settings, keyTable: Self.keys, defaults: Self.keys, file: file, effects: effects)
        sut.presenter = presenter
        return (sut, file)
    }

    private func text(_ file: SettingsFile) -> String {
        (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? ""
    }

    @Test func checkingTheSiteSaysProgressAndHandsOnEveryResult() async {
        // Given: a check of two results
        let (sut, _) = makeSUT()
        effects.siteCheck = [SiteCheckFacts(SiteCheckResult("server", .ok, "AIS 9.2.8.3")),
                             SiteCheckFacts(SiteCheckResult("read F4311", .failed, "not allowed", fix: "grant F4311"))]
        // When
        sut.run(.checkSite)
        // Then: progress per check, then the results, once
        #expect(await eventually { presenter.siteChecks.count == 1 })
        #expect(presenter.siteChecks.first?.map(\.name) == ["server", "read F4311"])
        #expect(presenter.changes.contains(.progress("Checking this site…")))
        #expect(presenter.changes.contains(.progress("Checking this site… 2 checks done, the last: read F4311")))
    }

    @Test func refusesAValueOutOfRangeAndSavesNothing() {
        // Given
        let (sut, file) = makeSUT()
        // When
        sut.change(.init(item: .setting("connection.timeout"), text: "0"))
        // Then
        #expect(presenter.changes.last == .invalid("connection.timeout: use a whole number from 1 to 300 seconds."))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(effects.applied.isEmpty)
    }

    @Test func aToggleFlipsIsSavedWithMode0600AndApplied() throws {
        let (sut, file) = makeSUT()
        sut.change(.init(item: .setting("display.mouse"), text: nil))
        #expect(sut.settings.mouse)
        #expect(text(file).contains("\"display.mouse\" : true"))
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(effects.applied == ["display.mouse"])
        #expect(file.load().settings.mouse)
    }

    @Test func aChoiceStepsToTheNextOption() {
        let (sut, _) = makeSUT()
        sut.change(.init(item: .setting("display.theme"), text: nil))
        #expect(sut.settings.theme == "light")
        sut.change(.init(item: .setting("display.theme"), text: nil))
        sut.change(.init(item: .setting("display.theme"), text: nil))
        #expect(sut.settings.theme == "dark")
    }

    @Test func theNumberFormatStepsIsSavedAndAppliedAtOnce() {
        // Given
        let (sut, file) = makeSUT()
        // When
        sut.change(.init(item: .setting("display.numbers"), text: nil))
        // Then
        #expect(sut.settings.plainNumbers)
        #expect(text(file).contains("\"display.numbers\" : \"plain\""))
        #expect(effects.applied == ["display.numbers"])
        #expect(SettingsEffect.of("display.numbers") == .display)
    }

    @Test func anUnknownNumberFormatIsRefusedWithTheChoices() {
        // Given
        let (sut, file) = makeSUT()
        // When
        sut.change(.init(item: .setting("display.numbers"), text: "european"))
        // Then
        #expect(presenter.changes.last == .invalid("display.numbers: use one of: jde, plain."))
        #expect(!sut.settings.plainNumbers)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(effects.applied.isEmpty)
    }

    @Test func theNumberFormatIsListedWithTheDisplaySettings() {
        let (sut, _) = makeSUT()
        sut.load()
        let items = presenter.loads.last?.items ?? []
        let display = items.firstIndex(of: .heading("Display")) ?? items.endIndex
        let keys = items.firstIndex(of: .heading("Keys")) ?? items.startIndex
        #expect(items.firstIndex(of: .setting("display.numbers")).map { display < $0 && $0 < keys } == true)
    }

    @Test func aValueAVariableSetIsSavedAndTheScreenSaysTheVariableWinsAgainAtStart() throws {
        // Given: the file says light, SIGNOFF_THEME says high-contrast
        var settings = Settings()
        try settings.set("display.theme", text: "light", from: .file)
        try settings.set("display.theme", text: "high-contrast", from: .environment)
        settings.overriddenBy["display.theme"] = "SIGNOFF_THEME"
        let (sut, file) = makeSUT(settings)
        // When
        sut.change(.init(item: .setting("display.theme"), text: "dark"))
        // Then
        #expect(sut.settings.theme == "dark")
        #expect(presenter.changes.last == .saved(label: "Theme", value: "dark", note: "SIGNOFF_THEME sets it again at the next start."))
        #expect(text(file).contains("\"display.theme\" : \"dark\""))
    }

    @Test func aNewServerAsksToLogInAgain() {
        let (sut, _) = makeSUT()
        sut.change(.init(item: .setting("connection.server"), text: "https://ais.example.com/jderest"))
        #expect(presenter.questions.last?.0.title == "Log in again?")
        presenter.questions.last?.1()
        #expect(effects.loggedInAgain == 1)
    }

    @Test func turningCertificateChecksOffAsksFirst() {
        let (sut, file) = makeSUT()
        sut.change(.init(item: .setting("connection.verify-tls"), text: nil))
        #expect(sut.settings.verifyTLS)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        presenter.questions.last?.1()
        #expect(!sut.settings.verifyTLS)
        #expect(text(file).contains("\"connection.verify-tls\" : false"))
    }

    @Test func aNewDefaultBranchReloadsBranchDataWithProgress() async {
        let (sut, _) = makeSUT()
        sut.change(.init(item: .setting("data.default-branch"), text: "M40"))
        #expect(await eventually { presenter.changes.last == .done("Branch data reloaded") })
        #expect(effects.reloads == [true])
        #expect(presenter.changes.contains(.progress("Reloading branch/plants: 12 rows")))
    }

    @Test func theDeviceNameCannotBeChanged() {
        let (sut, _) = makeSUT()
        sut.change(.init(item: .setting("connection.device-name"), text: "mine"))
        #expect(presenter.changes.last == .invalid("connection.device-name cannot be changed."))
    }

    @Test func aKeyThatAlreadyDoesSomethingElseIsRefusedByName() {
        let (sut, file) = makeSUT()
        sut.change(.init(item: .key(scope: .orders, action: .approve), text: "r"))
        guard case .invalid(let why)? = presenter.changes.last else { Issue.record("\(presenter.changes)"); return }
        #expect(why.contains("already does “reject”"))
        sut.change(.init(item: .key(scope: .orders, action: .approve), text: "q"))
        guard case .invalid(let why2)? = presenter.changes.last else { Issue.record("\(presenter.changes)"); return }
        #expect(why2.contains("already does “quit”"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aFreeKeyIsBoundSavedByScopeAndApplied() {
        let (sut, file) = makeSUT()
        sut.change(.init(item: .key(scope: .orders, action: .approve), text: "y, Ctrl-a"))
        #expect(sut.keyTable.action(for: .character("y"), in: .orders) == .approve)
        #expect(sut.keyTable.action(for: .character("a"), in: .orders) == nil)
        #expect(file.load().settings.keyBindings == ["orders.approve": ["y", "Ctrl-a"]])
        #expect(effects.keyTables.count == 1)
    }

    @Test func handsThePresenterEachRowAsPlainFacts() throws {
        // Given: the number format from the file, the theme from a variable, approve rebound in the file
        var settings = Settings()
        try settings.set("display.numbers", text: "plain", from: .file)
        try settings.set("display.theme", text: "light", from: .environment)
        settings.overriddenBy["display.theme"] = "SIGNOFF_THEME"
        let (sut, _) = makeSUT(settings)
        sut.change(.init(item: .key(scope: .orders, action: .approve), text: "y, Ctrl-a"))
        // When
        sut.load()
        // Then
        let rows = presenter.loads.last?.rows ?? []
        let numbers = try #require(SettingsCatalog.definition("display.numbers"))
        var facts = SettingsScreen.SettingFacts(key: "display.numbers", value: "plain", source: "file", kind: .choice(["jde", "plain"]),
                                                summary: numbers.summary)
        facts.isUsersOwn = true
        #expect(rows.contains(.setting(facts)))
        #expect(rows.contains {
            if case .setting(let s) = $0 { return s.key == "display.theme" && s.value == "light" && s.source == "SIGNOFF_THEME" }
            return false
        })
        #expect(rows.contains(.key(.init(scope: .orders, action: .approve, label: "approve", keys: ["y", "Ctrl-a"], help: "Approve",
                                         changed: true))))
        #expect(rows.contains(.key(.init(scope: .global, action: .quit, label: "quit", keys: ["q"], help: "Quit", changed: false))))
        #expect(rows.contains(.setting(.init(key: "connection.device-name", value: settings.value("connection.device-name").description,
                                             source: "default", kind: .readOnly,
                                             summary: SettingsCatalog.definition("connection.device-name")?.summary ?? ""))))
    }

    @Test func aSiteValueShowsSiteInTheFromColumn() throws {
        // Given: the server from the site-wide file
        var settings = Settings()
        try settings.set("connection.server", text: "https://ais.example.com/jderest", from: .site)
        let (sut, _) = makeSUT(settings)
        // When
        sut.load()
        // Then
        #expect((presenter.loads.last?.rows ?? []).contains {
            if case .setting(let s) = $0 { return s.key == "connection.server" && s.source == "site" }
            return false
        })
    }

    @Test func listsEverySettingOfTheCatalogAndEveryKey() {
        let (sut, _) = makeSUT()
        sut.load()
        let items = presenter.loads.last?.items ?? []
        for definition in SettingsCatalog.all { #expect(items.contains(.setting(definition.key))) }
        #expect(items.contains(.key(scope: .orders, action: .reject)))
        #expect(items.contains(.action(.clearCache)))
    }
}
