import Foundation
import Resources
import SceneKit
import Testing
@testable import Scenes

/// x on a setting removes the user's own value, so the site's value or the default applies again.
@MainActor
@Suite struct SettingsResetTests {
    let effects = SettingsEffectsSpy()
    let presenter = SettingsPresenterSpy()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-reset-\(UUID().uuidString)").path
    var userFile: String { folder + "/config.json" }
    var siteFile: String { folder + "/site.json" }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func makeSUT() -> SettingsInteractor {
        let file = SettingsFile(path: userFile, sitePaths: [siteFile])
        let sut = SettingsInteractor(settings: file.load().settings, keyTable: SettingsInteractorTests.keys,
                                     defaults: SettingsInteractorTests.keys, file: file, effects: effects)
        sut.presenter = presenter
        return sut
    }

    private func facts(_ key: String) -> SettingsScreen.SettingFacts? {
        presenter.loads.last?.rows.lazy.compactMap { row -> SettingsScreen.SettingFacts? in
            if case .setting(let facts) = row, facts.key == key { return facts }
            return nil
        }.first
    }

    @Test func resettingTheUsersRoleGivesTheSitesBackAndRemovesOnlyThatFromTheFile() throws {
        // Given
        try write("{ \"connection.role\": \"APPROVERS\" }", to: siteFile)
        try write("{\n  \"connection.role\" : \"MINE\",\n  \"future.key\" : 1,\n  \"version\" : 1\n}\n", to: userFile)
        let sut = makeSUT()
        sut.load()
        #expect(facts("connection.role")?.origin == "\(userFile):2")
        #expect(facts("connection.role")?.isUsersOwn == true)
        // When
        sut.reset(.init(item: .setting("connection.role")))
        // Then
        #expect(sut.settings.role == "APPROVERS")
        #expect(presenter.changes.last == .removed(label: "Role", value: "APPROVERS", fromSite: true, note: nil))
        #expect(effects.applied == ["connection.role"])
        #expect(try String(contentsOfFile: userFile, encoding: .utf8) == "{\n  \"future.key\" : 1,\n  \"version\" : 1\n}\n")
        #expect(facts("connection.role")?.origin == "\(siteFile):1")
        #expect(facts("connection.role")?.isUsersOwn == false)
    }

    @Test func aValueThatIsNotTheUsersIsNotRemovedAndTheScreenSaysWhy() throws {
        // Given: the theme at its default
        let sut = makeSUT()
        // When
        sut.reset(.init(item: .setting("display.theme")))
        // Then
        #expect(presenter.changes.last == .invalid("Theme has no value of yours to remove (it is the default)"))
        #expect(!FileManager.default.fileExists(atPath: userFile))
        #expect(effects.applied.isEmpty)
    }

    @Test func theBottomLineSaysWhereTheValueCameFromAndThatXRemovesIt() throws {
        // Given
        try write("{\n  \"display.theme\" : \"light\"\n}\n", to: userFile)
        let sut = makeSUT()
        let view = SettingsPresenter()
        let display = SettingsDisplaySpy()
        view.view = display
        sut.presenter = view
        // When
        sut.load()
        // Then
        let row = try #require(display.settings.last?.rows.first { $0.label == "Theme" })
        #expect(row.whereFrom == "From \(userFile):2 · x removes your value (the site's value or the default applies)")
        #expect(display.settings.last?.rows.first { $0.label == "Color" }?.whereFrom == "")
    }
}

