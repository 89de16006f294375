import Terminal

/// The status bar's model as the top bar's segments, each in its style.
extension StatusBarModel {
    /// The top bar's left: the app, the user, the environment and the branch.
    func leftSegments() -> [TopBar.Segment] {
        var segments = [TopBar.Segment(appName, style: .topBar.with(bold: true))]
        if let user { segments.append(.init(user, style: .topBar)) }
        if let environment { segments.append(.init(environment, style: .topBar)) }
        if let branch { segments.append(.init("branch \(branch)", style: .topBar)) }
        return segments
    }

    /// The top bar's right: TLS unchecked, what runs, news, the connection (with the spinner's frame) and the refreshes.
    func rightSegments(unicode: Bool) -> [TopBar.Segment] {
        var segments: [TopBar.Segment] = []
        if insecureTLS { segments.append(.init("TLS NOT CHECKED", style: .warning.with(reverse: true))) }
        if let activity { segments.append(.init(activity, style: .topBar)) }
        if let news { segments.append(.init(news, style: .topBar.with(bold: true, reverse: true))) }
        var label = connection.label
        if connection == .syncing, let frame = spinnerFrame {
            label = Spinner.frame(frame, unicode: unicode) + " " + label
        }
        let style: Style
        switch connection {
        case .offline, .sessionExpired: style = Style.error.with(reverse: true)
        default: style = .topBar
        }
        segments.append(.init(label, style: style))
        if let refreshed = lastRefresh { segments.append(.init(refreshed, style: .topBar)) }
        if let every = refreshEvery { segments.append(.init(every, style: .topBar)) }
        return segments
    }
}
