import SceneKit

/// The queue's refreshes on screen: the top bar's connection, last refresh, news and activity, the message
/// line, the bell and a desktop notification; the list's new-order marks.
extension OrdersAwaitingApprovalView: QueueRefreshDisplayLogic {
    public func displayRefresh(_ viewModel: OrdersAwaitingApproval.Refresh.ViewModel) {
        if viewModel.syncing {
            host?.setConnection(.syncing, lastRefresh: nil)
        } else if let offline = viewModel.offline {
            host?.setConnection(.offline(offline), lastRefresh: nil)
        } else {
            host?.setConnection(.online, lastRefresh: viewModel.lastRefresh)
        }
        if let message = viewModel.message { say(viewModel.isError ? .error(message) : .success(message)) }
        if viewModel.bell { host?.ringBell() }
        if let notice = viewModel.desktopNotice { host?.notifyDesktop(title: "Signoff", body: notice) }
    }

    public func displayLines(_ viewModel: OrdersAwaitingApproval.Lines.ViewModel) {
        host?.setActivity(viewModel.activity)
        if let message = viewModel.message { say(viewModel.isError ? .error(message) : .info(message)) }
    }

    public func displayNewOrders(_ viewModel: OrdersAwaitingApproval.News) {
        list.newOrders = viewModel.orders
        host?.setNews(viewModel.text)
        host?.setNeedsDisplay()
    }
}
