import Terminal

/// A status message as the bottom bar draws it on the message line.
extension BottomBar.Message {
    init(_ message: StatusMessage) {
        let kind: Kind
        switch message.kind {
        case .info: kind = .info
        case .success: kind = .success
        case .warning: kind = .warning
        case .error: kind = .error
        }
        self.init(kind: kind, text: message.text)
    }
}
