import Resources
import Scenes

/// `:view` and `display.default-view` reach the home list's arrangement, which keeps saved views through
/// its worker (`SavedViewsWorker`).
extension HomeScenes {
    func perform(_ route: ViewRoute) {
        guard let home = homeView, let interactor = home.interactor else {
            context.root?.show(.error("Saved views arrange the list of orders awaiting approval: open it first."))
            return
        }
        interactor.arrangement.perform(route, search: home.lastSearchText)
    }

    /// The view `display.default-view` names, applied as the list opens.
    func applyDefaultView() {
        homeView?.interactor?.arrangement.applyDefaultView()
    }
}
