import Foundation
import Resources
import SceneKit

/// What the settings screen asks of it.
@MainActor
public protocol SettingsBusinessLogic: AnyObject {
    func load()
    func change(_ request: SettingsScreen.Change.Request)
    /// Removes the user's own value of a setting: the site's value or the default applies again.
    func reset(_ request: SettingsScreen.Reset.Request)
    func run(_ action: SettingsAction)
    /// Closes the settings screen: the scene beneath shows again.
    func close()
    /// Stops what is running (the screen left).
    func stop()
}

/// Validates, saves and applies settings as they are edited, rebinds keys (refusing conflicts), and runs
/// the screen's actions. Values from a variable or flag can be changed too; the screen says that the
/// variable or flag wins again at the next start.
@MainActor
public final class SettingsInteractor: SettingsBusinessLogic {
    public var presenter: (any SettingsPresentationLogic)?
    public var router: (any SettingsRoutingLogic)?
    public private(set) var settings: Settings
    public private(set) var keyTable: KeyTable
    private let defaults: KeyTable
    private let file: any SettingsSaving
    private let effects: any SettingsEffects
    private var running: Task<Void, Never>?

    public init(settings: Settings, keyTable: KeyTable, defaults: KeyTable, file: any SettingsSaving, effects: any SettingsEffects) {
        self.settings = settings
        self.keyTable = keyTable
        self.defaults = defaults
        self.file = file
        self.effects = effects
    }

    /// The rows: General (Connection, Display, Keys), Application (Approvals, Inventory, Data), Actions.
    var items: [SettingsScreen.Item] {
        var out: [SettingsScreen.Item] = []
        func settings(_ group: SettingDefinition.Group) -> [SettingsScreen.Item] {
            [.heading(group.rawValue)] + SettingsCatalog.all.filter { $0.group == group }.map { .setting($0.key) }
        }
        out += settings(.connection) + settings(.display)
        out.append(.heading("Keys"))
        out += keyTable.global.bindings.map { .key(scope: keyTable.global.scope, action: $0.action) }
        for scope in Self.keyScopes where keyTable.scenes[scope] != nil {
            out += keyTable.map(for: scope).bindings.map { .key(scope: scope, action: $0.action) }
        }
        out += settings(.approvals) + settings(.inventory) + settings(.data)
        out.append(.heading("Actions"))
        out += SettingsAction.allCases.map { .action($0) }
        return out
    }

    /// The scopes whose keys the screen lists, in the order people meet them.
    static let keyScopes: [KeyScope] = [
        .orders, .outcomes, .decided, .inventory, .settings, .command, .help, .login, .loading, .reauthenticate,
        .decision, .filter, .note, .confirm, .views,
    ]

    public func load() {
        presenter?.presentSettings(.init(rows: items.map(facts)))
    }

    /// What a row shows, from the settings, their catalog and the key table.
    func facts(_ item: SettingsScreen.Item) -> SettingsScreen.RowFacts {
        switch item {
        case .heading(let title):
            return .heading(title)
        case .setting(let key):
            let definition = SettingsCatalog.definition(key)
            let kind: SettingsScreen.SettingKind
            switch definition?.kind {
            case .toggle?: kind = .toggle
            case .choice(let options)?: kind = .choice(options)
            case .number(let range, let unit)?: kind = .number(lowest: range.lowerBound, highest: range.upperBound, unit: unit)
            case .text?, .url?, .branches?, .versions?, .controlID?, .command?, .viewName?: kind = .text
            case .readOnly?, nil: kind = .readOnly
            }
            let value = definition?.editableText(settings.value(key)) ?? settings.value(key).description
            var facts = SettingsScreen.SettingFacts(key: key, value: value,
                                                    source: settings.overriddenBy[key] ?? settings.source(key).rawValue, kind: kind,
                                                    summary: definition?.summary ?? "")
            facts.origin = settings.overriddenBy[key] == nil ? settings.origins[key]?.description : nil
            facts.isUsersOwn = [.file, .state].contains(settings.source(key)) && kind != .readOnly
            return .setting(facts)
        case .key(let scope, let action):
            let map = scope == keyTable.global.scope ? keyTable.global : keyTable.map(for: scope)
            let binding = map.binding(for: action)
            return .key(.init(scope: scope, action: action, label: binding?.label ?? action.rawValue,
                              keys: (binding?.keys ?? []).map(\.description), help: binding?.help ?? "",
                              changed: settings.keyBindings[scope.name + "." + action.rawValue] != nil))
        case .action(let action):
            return .action(action)
        }
    }

    public func change(_ request: SettingsScreen.Change.Request) {
        switch request.item {
        case .setting(let key): changeSetting(key, text: request.text)
        case .key(let scope, let action): rebind(action, in: scope, text: request.text ?? "")
        case .action(let action): run(action)
        case .heading: break
        }
    }

    private func changeSetting(_ key: String, text: String?) {
        guard let definition = SettingsCatalog.definition(key) else { return }
        let typed: String
        switch (definition.kind, text) {
        case (.readOnly, _):
            return presenter?.presentChange(.invalid(SettingError.readOnly(key).description)) ?? ()
        case (.toggle, nil):
            typed = settings.bool(key) ? "off" : "on"
        case (.choice(let options), nil):
            let current = options.firstIndex(of: settings.text(key)) ?? -1
            typed = options[(current + 1) % options.count]
        case (_, let text?):
            typed = text
        default:
            return
        }
        let value: SettingValue
        switch definition.parse(typed) {
        case .success(let v): value = v
        case .failure(let why): return presenter?.presentChange(.invalid(why.description)) ?? ()
        }
        guard value != settings.value(key) || settings.source(key) != Settings.userSource(for: key) else { return }
        if key == "connection.verify-tls", value == .bool(false) {
            presenter?.presentQuestion(.init(
                title: "Stop checking certificates?",
                lines: ["Signoff would accept any certificate from the server,", "so anyone on the network path could read your password.",
                        "The top bar will say TLS NOT CHECKED."], confirmLabel: "Stop checking")) { [weak self] in
                self?.commit(key, value)
            }
            return
        }
        commit(key, value)
    }

    public func reset(_ request: SettingsScreen.Reset.Request) {
        guard case .setting(let key) = request.item else {
            return presenter?.presentChange(.invalid("Only a setting's value can be removed here; a key is changed with Enter.")) ?? ()
        }
        let label = SettingsPresenter.label(for: key)
        guard [.file, .state].contains(settings.source(key)), SettingsCatalog.definition(key)?.kind != .readOnly else {
            return presenter?.presentChange(.invalid("\(label) has no value of yours to remove (it is the \(settings.sourceDescription(key)))")) ?? ()
        }
        let overriddenBy = settings.overriddenBy[key]
        settings.reset(key)
        guard saveAndApply(key, label: label) else { return }
        presenter?.presentChange(.removed(label: label, value: settings.value(key).description, fromSite: settings.source(key) == .site,
                                          note: overriddenBy.map { "\($0) sets it again at the next start." }))
    }

    /// Saves the settings and applies the change of `key`; false (said) when the file could not be written.
    private func saveAndApply(_ key: String, label: String) -> Bool {
        do {
            try file.save(settings)
        } catch {
            load()
            presenter?.presentChange(.notSaved(label: label, why: "\(error)"))
            return false
        }
        effects.apply(settings, changed: key)
        load()
        return true
    }

    private func commit(_ key: String, _ value: SettingValue) {
        let overriddenBy = settings.overriddenBy[key]
        do { try settings.set(key, value, from: Settings.userSource(for: key)) } catch { return presenter?.presentChange(.invalid(error.description)) ?? () }
        settings.overriddenBy[key] = nil
        let label = SettingsPresenter.label(for: key)
        guard saveAndApply(key, label: label) else { return }
        var note = overriddenBy.map { "\($0) sets it again at the next start." }
        switch SettingsEffect.of(key) {
        case .session:
            presenter?.presentChange(.saved(label: label, value: value.description, note: "Log in again to use it."))
            presenter?.presentQuestion(.init(title: "Log in again?", lines: ["\(label) is used from the next login.", "Log out now and log in again?"],
                                             confirmLabel: "Log out")) { [weak self] in self?.effects.logInAgain() }
            return
        case .branchData:
            presenter?.presentChange(.saved(label: label, value: value.description, note: note))
            reloadFoundation(branchesOnly: true)
            return
        case .later:
            note = (note.map { $0 + " " } ?? "") + "Used at the next login."
        case .display, .scene:
            break
        }
        presenter?.presentChange(.saved(label: label, value: value.description, note: note))
    }

    private func rebind(_ action: Action, in scope: KeyScope, text: String) {
        // Key names are separated by commas; a lone space is the space bar.
        let names = text == " " ? [" "] : text.split(separator: ",").map { $0 == " " ? " " : $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        var table = keyTable
        do {
            try table.rebind(action.rawValue, in: scope, to: names)
        } catch {
            return presenter?.presentChange(.invalid(error.description)) ?? ()
        }
        keyTable = table
        settings.keyBindings = table.scopedDifferences(from: defaults)
        let label = "Keys for “\(action)” (\(scope.name))"
        do {
            try file.save(settings)
        } catch {
            presenter?.presentChange(.notSaved(label: label, why: "\(error)"))
        }
        effects.apply(keyTable: table)
        load()
        presenter?.presentChange(.saved(label: label, value: names.joined(separator: ", "), note: nil))
    }

    public func run(_ action: SettingsAction) {
        switch action {
        case .testConnection:
            presenter?.presentChange(.progress("Asking the server…"))
            running = Task { [effects, weak self] in
                let result = await effects.testConnection()
                switch result {
                case .success(let text): self?.presenter?.presentChange(.done(text))
                case .failure(let error): self?.presenter?.presentChange(.failed(error.message))
                }
            }
        case .checkSite:
            checkSite()
        case .reloadFoundation:
            reloadFoundation(branchesOnly: false)
        case .clearCache:
            presenter?.presentQuestion(.init(title: "Clear cached data?",
                                             lines: ["Inquiry results, approval routes and foundation data are read again when needed.",
                                                     "Decisions and notes waiting to be sent are kept."], confirmLabel: "Clear")) { [weak self] in
                guard let self else { return }
                switch self.effects.clearCachedData() {
                case .success(let text): self.presenter?.presentChange(.done(text))
                case .failure(let error): self.presenter?.presentChange(.failed(error.message))
                }
            }
        case .logOut:
            effects.logOut()
        }
    }

    private func checkSite() {
        guard running == nil else { return presenter?.presentChange(.progress("Still working; wait for it to finish.")) ?? () }
        presenter?.presentChange(.progress("Checking this site…"))
        running = Task { [effects, weak self] in
            var done = 0
            let result = await effects.checkSite { finished in
                done += 1
                self?.presenter?.presentChange(.progress("Checking this site… \(done) checks done, the last: \(finished.name)"))
            }
            guard let self else { return }
            self.running = nil
            switch result {
            case .success(let results): self.presenter?.presentSiteCheck(results)
            case .failure(let error): self.presenter?.presentChange(.failed(error.message))
            }
        }
    }

    private func reloadFoundation(branchesOnly: Bool) {
        guard running == nil else { return presenter?.presentChange(.progress("Still reading; wait for it to finish.")) ?? () }
        presenter?.presentChange(.progress(branchesOnly ? "Reloading branch data…" : "Reloading foundation data…"))
        running = Task { [effects, weak self] in
            let result = await effects.reloadFoundation(branchesOnly: branchesOnly) { text in
                self?.presenter?.presentChange(.progress(text))
            }
            guard let self else { return }
            self.running = nil
            switch result {
            case .success(let text): self.presenter?.presentChange(.done(text))
            case .failure(let error): self.presenter?.presentChange(.failed(error.message))
            }
        }
    }

    public func close() { router?.routeBack() }

    public func stop() { running?.cancel() }
}
