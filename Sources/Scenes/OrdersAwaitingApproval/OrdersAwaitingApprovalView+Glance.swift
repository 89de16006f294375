import SceneKit

/// The queue at a glance in the list's place (`v`, `:glance`): read from the store when it opens and
/// again whenever the store changes, so it stays exact as orders come and go.
extension OrdersAwaitingApprovalView: QueueGlanceDisplayLogic {
    /// Shows the glance instead of the list (on narrow terminals too), or the list again.
    public func toggleGlance() {
        layout.showGlance(!layout.glanceShown)
        if layout.glanceShown { interactor?.glance.load() }
        sceneHost?.setNeedsDisplay()
    }

    public func displayGlance(_ viewModel: OrdersAwaitingApproval.Glance.ViewModel) {
        layout.glance.viewModel = viewModel
        sceneHost?.setNeedsDisplay()
    }

    /// A key while the glance shows, as the glance takes it (`QueueGlanceFragment.outcome(of:)`); nil: the
    /// key is the list's as always.
    func performOnGlance(_ action: Action) -> Bool? {
        switch layout.glance.outcome(of: action) {
        case .filter(let group):
            toggleGlance()
            interactor?.glance.apply(.init(group: group))
        case .showList: toggleGlance()
        case .listKey: return nil
        case .taken(let taken): return taken
        }
        return true
    }
}
