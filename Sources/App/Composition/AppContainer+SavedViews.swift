import Foundation
import Resources
import SceneKit
import Scenes

/// Saved views of the home list (`:view`, `display.default-view`): kept in the user's config file under
/// `views`, never in a site file.
extension AppContainer {
    func perform(_ route: ViewRoute) {
        guard let root = context.root else { return }
        guard let home = homeView, let interactor = home.interactor else {
            root.show(.error("Saved views arrange the list of orders awaiting approval: open it first."))
            return
        }
        var views = context.settings.views
        switch route {
        case .list:
            guard !views.isEmpty else { return root.show(.info("No saved views yet: :view save NAME keeps the list's sort, filter and search.")) }
            let numbers = context.numberStyle
            let rows = views.keys.sorted().map { SavedViewsDialogView.Row(name: $0, summary: Self.summary(of: views[$0]!, numbers)) }
            root.present(SavedViewsDialogView(rows: rows) { [weak self] name in self?.perform(.apply(name)) })
            root.show(.info("Views: \(Self.names(views)). Enter applies the one chosen."))
        case .apply(let name):
            guard let view = views[name] else { return root.show(.error(Self.unknown(name, views))) }
            apply(view, named: name, to: home, interactor)
        case .save(let name):
            guard views[name] != nil || views.count < SavedView.maximumCount else {
                return root.show(.error("At most \(SavedView.maximumCount) views are kept: :view delete NAME one first."))
            }
            let replaced = views[name] != nil
            views[name] = interactor.arrangement.arrangement(search: home.lastSearchText)
            guard keep(views) else { return }
            root.show(.success("View \(name) \(replaced ? "replaced" : "saved"): the list's sort, filter and search. :view \(name) applies it."))
        case .delete(let name):
            guard views.removeValue(forKey: name) != nil else { return root.show(.error(Self.unknown(name, context.settings.views))) }
            guard keep(views) else { return }
            let stillDefault = context.settings.defaultView == name ? " display.default-view still names it: change that setting." : ""
            root.show(.success("View \(name) deleted.\(stillDefault)"))
        }
    }

    /// The view `display.default-view` names, applied as the list opens; a name that is no saved view is
    /// said, and the list opens as usual.
    func applyDefaultView() {
        guard let name = context.settings.defaultView, let root = context.root, let home = homeView, let interactor = home.interactor
        else { return }
        guard let view = context.settings.views[name] else {
            return root.show(.warning("display.default-view: " + Self.unknown(name, context.settings.views) + " The list is shown as usual."))
        }
        apply(view, named: name, to: home, interactor)
    }

    private func apply(_ view: SavedView, named name: String, to home: OrdersAwaitingApprovalView,
                       _ interactor: any OrdersAwaitingApprovalBusinessLogic) {
        interactor.arrangement.apply(view)
        home.useSearch(view.search)
        context.root?.show(.success("View \(name) applied."))
    }

    /// Writes `views` to the user's config file; false (with the reason on the message line) when it
    /// cannot, and then nothing changed.
    private func keep(_ views: [String: SavedView]) -> Bool {
        var settings = context.settings
        settings.views = views
        do {
            try SettingsFile(location: context.location).save(settings)
        } catch {
            context.root?.show(.error("The views could not be saved: \(error)"))
            return false
        }
        context.settings.views = views
        return true
    }

    /// What a view keeps, in a few words: "date ↓ · types OP · amount 2,000.00–… · search “acme”".
    static func summary(of view: SavedView, _ numbers: NumberStyle) -> String {
        var parts = ["\(view.sort) \(view.ascending ? "↑" : "↓")"]
        if !view.orderTypes.isEmpty { parts.append("types " + view.orderTypes.joined(separator: ",")) }
        if !view.branches.isEmpty { parts.append("branches " + view.branches.joined(separator: ",")) }
        func range<T>(_ low: T?, _ high: T?, _ text: (T) -> String) -> String? {
            guard low != nil || high != nil else { return nil }
            return (low.map(text) ?? "…") + "–" + (high.map(text) ?? "…")
        }
        if let amounts = range(view.minimumAmount, view.maximumAmount, { numbers.amount($0) }) { parts.append("amount " + amounts) }
        if let days = range(view.minimumDaysWaiting, view.maximumDaysWaiting, { String($0) }) { parts.append("waiting " + days + " days") }
        if !view.search.isEmpty { parts.append("search “\(view.search)”") }
        return parts.joined(separator: " · ")
    }

    private static func names(_ views: [String: SavedView]) -> String { views.keys.sorted().joined(separator: ", ") }

    private static func unknown(_ name: String, _ views: [String: SavedView]) -> String {
        "There is no view \(name)." + (views.isEmpty ? " None is saved yet (:view save NAME)." : " Views: \(names(views)).")
    }
}
