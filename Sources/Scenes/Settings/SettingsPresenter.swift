import Resources
import SceneKit

/// What the settings interactor hands on to be shown.
@MainActor
public protocol SettingsPresentationLogic: AnyObject {
    func presentSettings(_ response: SettingsScreen.Load.Response)
    func presentChange(_ response: SettingsScreen.Change.Response)
    func presentQuestion(_ question: SettingsScreen.Question, onConfirm: @escaping () -> Void)
}

/// What the settings screen shows.
@MainActor
public protocol SettingsDisplayLogic: AnyObject {
    func displaySettings(_ viewModel: SettingsScreen.Load.ViewModel)
    func displayChange(_ viewModel: SettingsScreen.Change.ViewModel)
    func displayQuestion(_ question: SettingsScreen.Question, onConfirm: @escaping () -> Void)
}

/// Rows as text: a label, the value, where it came from ("default", "file", "SIGNOFF_THEME", "--theme")
/// and the one-line description.
@MainActor
public final class SettingsPresenter: SettingsPresentationLogic {
    public weak var view: (any SettingsDisplayLogic)?

    public init() {}

    /// "approvals.remark-required-on-reject" → "Remark required on reject".
    nonisolated static func label(for key: String) -> String {
        let last = key.split(separator: ".").last.map(String.init) ?? key
        let words = last.replacingOccurrences(of: "-", with: " ")
        switch last {
        case "tls": return "TLS"
        case "verify-tls": return "Check TLS certificates"
        case "dates": return "Date display"
        case "numbers": return "Number display"
        case "branches": return "Branches to load"
        default: return words.prefix(1).uppercased() + words.dropFirst()
        }
    }

    public func presentSettings(_ response: SettingsScreen.Load.Response) {
        let settings = response.settings
        let rows = response.items.map { item -> SettingsScreen.Load.ViewModel.Row in
            switch item {
            case .heading(let title):
                return .init(item: item, label: title, value: "", source: "", summary: "", isHeading: true, editing: .none)
            case .setting(let key):
                let definition = SettingsCatalog.definition(key)
                var value = settings.value(key).description
                if key == "inventory.branches", value.isEmpty { value = "all" }
                if key == "data.default-branch", value.isEmpty { value = "from the server" }
                if case .number(_, let unit)? = definition?.kind { value += " " + unit }
                let source = settings.overriddenBy[key] ?? settings.source(key).rawValue
                let editing: SettingsScreen.Editing
                switch definition?.kind {
                case .toggle?, .choice?: editing = .step
                case .readOnly?, nil: editing = .none
                default: editing = .text(settings.value(key).description)
                }
                var summary = definition?.summary ?? ""
                if case .choice(let options)? = definition?.kind { summary += " (" + options.joined(separator: ", ") + ")" }
                if case .number(let range, _)? = definition?.kind { summary += " (\(range.lowerBound)–\(range.upperBound))" }
                return .init(item: item, label: Self.label(for: key), value: value, source: source, summary: summary,
                             isHeading: false, editing: editing)
            case .key(let scope, let action):
                let map = scope == response.keyTable.global.scope ? response.keyTable.global : response.keyTable.map(for: scope)
                let binding = map.binding(for: action)
                let names = (binding?.keys ?? []).map(\.description).joined(separator: ", ")
                let changed = settings.keyBindings[scope + "." + action.rawValue] != nil
                return .init(item: item, label: "\(scope): \(binding?.label ?? action.rawValue)", value: names,
                             source: changed ? "file" : "default",
                             summary: (binding?.help ?? "") + " (keys separated by commas: a, Ctrl-a, F5, Space)", isHeading: false,
                             editing: .text(names))
            case .action(let action):
                return .init(item: item, label: action.rawValue, value: "", source: "", summary: action.summary,
                             isHeading: false, editing: .run)
            }
        }
        view?.displaySettings(.init(rows: rows))
    }

    public func presentChange(_ response: SettingsScreen.Change.Response) {
        switch response {
        case .saved(let label, let value, let note):
            view?.displayChange(.init(message: "\(label): \(value.isEmpty ? "(empty)" : value). Saved." + (note.map { " " + $0 } ?? ""),
                                      kind: note == nil ? .success : .info, keepEditing: false))
        case .invalid(let why):
            view?.displayChange(.init(message: why, kind: .error, keepEditing: true))
        case .notSaved(let label, let why):
            view?.displayChange(.init(message: "\(label) is in effect but could not be saved: \(why)", kind: .error, keepEditing: false))
        case .progress(let text):
            view?.displayChange(.init(message: text, kind: .info, keepEditing: false))
        case .done(let text):
            view?.displayChange(.init(message: text, kind: .success, keepEditing: false))
        case .failed(let text):
            view?.displayChange(.init(message: text, kind: .error, keepEditing: false))
        }
    }

    public func presentQuestion(_ question: SettingsScreen.Question, onConfirm: @escaping () -> Void) {
        view?.displayQuestion(question, onConfirm: onConfirm)
    }
}
