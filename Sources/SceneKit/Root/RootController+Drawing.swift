import Foundation
import Terminal

extension RootController {
    /// Draws the whole frame: top bar, the scene in the body, the bottom bar with the keys that work
    /// here and the message line, then the overlays on top.
    public func render(on screen: any Screen, now: Date = Date()) {
        let full = Canvas(screen: screen)
        if repaintPending {
            repaintPending = false
            screen.invalidate()
        }
        screen.setCursor(nil)
        guard full.width > 0, full.height > 0 else { return }
        let (top, rest) = full.rect.sliceTop(full.height >= 3 ? 1 : 0)
        let (bottom, body) = rest.sliceBottom(full.height >= 5 ? 2 : 0)
        TopBar.draw(in: Canvas(screen: screen, rect: top), left: topLeft(), right: topRight(screen))
        let bodyCanvas = Canvas(screen: screen, rect: body)
        bodyCanvas.fill(.normal)
        bodyScene?.draw(in: bodyCanvas)
        let hints = bottomKeys()
        let placed = BottomBar.draw(in: Canvas(screen: screen, rect: bottom), keys: hints.map(\.hint), message: bottomMessage())
        bottomBarTargets = placed.map { (row: $0.row, columns: $0.columns, action: hints[$0.index].action) }
        for overlay in overlays { overlay.draw(in: full) }
        screen.flush()
        if bellPending {
            bellPending = false
            screen.bell()
        }
        // After the frame is out: the sequence never lands between ncurses' own bytes.
        for notification in notificationsPending { screen.notify(notification) }
        notificationsPending = []
        didDisplay()
    }

    private func topLeft() -> [TopBar.Segment] {
        var segments = [TopBar.Segment(status.appName, style: .topBar.with(bold: true))]
        if let user = status.user { segments.append(.init(user, style: .topBar)) }
        if let environment = status.environment { segments.append(.init(environment, style: .topBar)) }
        if let branch = status.branch { segments.append(.init("branch \(branch)", style: .topBar)) }
        return segments
    }

    private func topRight(_ screen: any Screen) -> [TopBar.Segment] {
        var segments: [TopBar.Segment] = []
        if status.insecureTLS { segments.append(.init("TLS NOT CHECKED", style: .warning.with(reverse: true))) }
        if let activity = status.activity { segments.append(.init(activity, style: .topBar)) }
        if let news = status.news { segments.append(.init(news, style: .topBar.with(bold: true, reverse: true))) }
        var connection = status.connection.label
        if status.connection == .syncing, let frame = status.spinnerFrame {
            connection = Spinner.frame(frame, unicode: screen.supportsUnicode) + " " + connection
        }
        let style: Style
        switch status.connection {
        case .offline, .sessionExpired: style = Style.error.with(reverse: true)
        default: style = .topBar
        }
        segments.append(.init(connection, style: style))
        if let refreshed = status.lastRefresh { segments.append(.init(refreshed, style: .topBar)) }
        if let every = status.refreshEvery { segments.append(.init(every, style: .topBar)) }
        return segments
    }

    /// The bar's keys come from the key table that handles them: the target's offered bindings, then
    /// help and quit.
    private func bottomKeys() -> [(hint: BottomBar.KeyHint, action: Action)] {
        guard let target = keyTarget else { return [] }
        let map = keyTable.map(for: target.keyScope)
        let offered = target.offeredActions
        var hints = map.bindings.filter { $0.inBottomBar && (offered?.contains($0.action) ?? true) }
            .map { (hint: BottomBar.KeyHint(key: $0.keysText, label: $0.label), action: $0.action) }
        for action in [Action.help, .quit] {
            let usable = keyTable.global.binding(for: action)?.keys.filter { key in
                if case .character = key { return !target.capturesText }
                return true
            }
            if let binding = keyTable.global.binding(for: action), let key = usable?.first, map.binding(for: action) == nil {
                hints.append((BottomBar.KeyHint(key: key.description, label: binding.label), action))
            }
        }
        return hints
    }

    private func bottomMessage() -> BottomBar.Message? {
        guard let message else { return nil }
        let kind: BottomBar.Message.Kind
        switch message.kind {
        case .info: kind = .info
        case .success: kind = .success
        case .warning: kind = .warning
        case .error: kind = .error
        }
        return BottomBar.Message(kind: kind, text: message.text)
    }
}
