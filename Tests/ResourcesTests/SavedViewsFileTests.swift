import Foundation
import Resources
import Testing

/// Saved views in the user's config file: written, read back, refused when not sound, never from a site file.
@Suite struct SavedViewsFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-views-\(UUID().uuidString)").path
    var path: String { folder + "/config.json" }
    var site: String { folder + "/site.json" }

    private func write(_ text: String, to file: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func aViewSurvivesASaveAndALoad() throws {
        // Given
        var settings = Settings()
        let view = SavedView(sort: QueueSort(column: .amount, ascending: true),
                             filter: QueueFilter(orderTypes: ["OP"], branches: ["M30"], minimumAmount: 1500.5, maximumDaysWaiting: 30),
                             search: "Schäfer")
        settings.views = ["mine": view, "all": SavedView(sort: QueueSort(), filter: QueueFilter(), search: "")]
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // When
        try SettingsFile(path: path).save(settings)
        let loaded = SettingsFile(path: path).load()
        // Then
        #expect(loaded.problem == nil)
        #expect(loaded.settings.views == settings.views)
        #expect(loaded.settings.views["mine"]?.queueSort == QueueSort(column: .amount, ascending: true))
        #expect(loaded.settings.views["mine"]?.queueFilter.minimumAmount == 1500.5)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"views\""))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func viewsThatAreNotSoundAreLeftOutAndSaid() throws {
        try write(#"""
        { "version": 1, "views": {
            "good": {"sort": "order", "ascending": false, "orderTypes": [], "branches": [], "search": ""},
            "bad name!": {"sort": "order", "ascending": false, "orderTypes": [], "branches": [], "search": ""},
            "oddsort": {"sort": "colour", "ascending": false, "orderTypes": [], "branches": [], "search": ""},
            "control": {"sort": "order", "ascending": false, "orderTypes": ["O\u001bP"], "branches": [], "search": ""},
            "missing": {"sort": "order"} } }
        """#, to: path)
        let loaded = SettingsFile(path: path).load()
        #expect(Array(loaded.settings.views.keys) == ["good"])
        for name in ["bad name!", "oddsort", "control", "missing"] { #expect(loaded.problem?.contains(name) == true, "\(name)") }
    }

    @Test func aSiteFileHoldsNoViews() throws {
        try write(#"{ "views": {"site": {"sort": "order", "ascending": false, "orderTypes": [], "branches": [], "search": ""}} }"#, to: site)
        let loaded = SettingsFile(path: path, sitePaths: [site]).load()
        #expect(loaded.settings.views.isEmpty)
        // And saving never writes them into the user's file
        try SettingsFile(path: path, sitePaths: [site]).save(loaded.settings)
        #expect(!((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").contains("site"))
    }

    @Test func theDefaultViewIsAViewName() throws {
        let definition = try #require(SettingsCatalog.definition("display.default-view"))
        #expect(try definition.parse("mine").get() == .text("mine"))
        #expect(try definition.parse("").get() == .text(""))
        guard case .failure = definition.parse("my view") else { Issue.record("a name with a space was accepted"); return }
        let loaded = try { () throws -> SettingsFile.Loaded in
            try write(#"{ "display.default-view": "a/b" }"#, to: path)
            return SettingsFile(path: path).load()
        }()
        #expect(loaded.settings.defaultView == nil)
        #expect(loaded.problem?.contains("display.default-view") == true)
    }
}
