import SceneKit

/// What the settings interactor hands on to be shown.
@MainActor
public protocol SettingsPresentationLogic: AnyObject {
    func presentSettings(_ response: SettingsScreen.Load.Response)
    func presentChange(_ response: SettingsScreen.Change.Response)
    func presentQuestion(_ question: SettingsScreen.Question, onConfirm: @escaping () -> Void)
    func presentSiteCheck(_ results: [SiteCheckFacts])
}

/// What the settings screen shows.
@MainActor
public protocol SettingsDisplayLogic: AnyObject {
    func displaySettings(_ viewModel: SettingsScreen.Load.ViewModel)
    func displayChange(_ viewModel: SettingsScreen.Change.ViewModel)
    func displayQuestion(_ question: SettingsScreen.Question, onConfirm: @escaping () -> Void)
    /// A report over the screen (the site check): a title, its lines, and a line for the message line.
    func displayReport(_ report: SettingsScreen.Report)
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
        let rows = response.rows.map { row -> SettingsScreen.Load.ViewModel.Row in
            switch row {
            case .heading(let title):
                return .init(item: row.item, label: title, value: "", source: "", summary: "", isHeading: true, editing: .none)
            case .setting(let setting):
                var value = setting.value
                if setting.key == "inventory.branches", value.isEmpty { value = "all" }
                if setting.key == "data.default-branch", value.isEmpty { value = "from the server" }
                if case .number(_, _, let unit) = setting.kind { value += " " + unit }
                let editing: SettingsScreen.Editing
                switch setting.kind {
                case .toggle, .choice: editing = .step
                case .readOnly: editing = .none
                case .number, .text: editing = .text(setting.value)
                }
                var summary = setting.summary
                if case .choice(let options) = setting.kind { summary += " (" + options.joined(separator: ", ") + ")" }
                if case .number(let lowest, let highest, _) = setting.kind { summary += " (\(lowest)–\(highest))" }
                var shown = SettingsScreen.Load.ViewModel.Row(item: row.item, label: Self.label(for: setting.key), value: value,
                                                              source: setting.source, summary: summary, isHeading: false, editing: editing)
                let from = setting.origin.map { "From \($0)" }
                let reset = setting.isUsersOwn ? "x removes your value (the site's value or the default applies)" : nil
                shown.whereFrom = [from, reset].compactMap { $0 }.joined(separator: " · ")
                return shown
            case .key(let key):
                let names = key.keys.joined(separator: ", ")
                return .init(item: row.item, label: "\(key.scope.name): \(key.label)", value: names,
                             source: key.changed ? "file" : "default",
                             summary: key.help + " (keys separated by commas: a, Ctrl-a, F5, Space)", isHeading: false,
                             editing: .text(names))
            case .action(let action):
                return .init(item: row.item, label: action.rawValue, value: "", source: "", summary: action.summary,
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
        case .removed(let label, let value, let fromSite, let note):
            let shown = value.isEmpty ? "(empty)" : value
            view?.displayChange(.init(message: "\(label): your value is removed; \(fromSite ? "the site's" : "the default") \(shown) applies."
                                          + (note.map { " " + $0 } ?? ""), kind: .success, keepEditing: false))
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

    public func presentSiteCheck(_ results: [SiteCheckFacts]) {
        let failed = results.contains { $0.status == .failed }
        view?.displayReport(.init(title: "Check this site", lines: results.flatMap(SiteCheckWording.lines),
                                  summary: SiteCheckWording.summary(results), failed: failed))
    }
}
