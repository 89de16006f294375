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
        TopBar.draw(in: Canvas(screen: screen, rect: top), left: status.leftSegments(), right: status.rightSegments(unicode: screen.supportsUnicode))
        let bodyCanvas = Canvas(screen: screen, rect: body)
        bodyCanvas.fill(.normal)
        bodyScene?.draw(in: bodyCanvas)
        let hints = bottomKeys()
        let placed = BottomBar.draw(in: Canvas(screen: screen, rect: bottom), keys: hints.map(\.hint), message: message.map(BottomBar.Message.init))
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
}
