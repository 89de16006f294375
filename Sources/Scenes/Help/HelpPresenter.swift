/// What the help interactor hands on to be shown.
@MainActor
public protocol HelpPresentationLogic: AnyObject {
    func presentKeys(_ response: Help.Keys.Response)
}

/// What the help overlay shows.
@MainActor
public protocol HelpDisplayLogic: AnyObject {
    func displayKeys(_ viewModel: Help.Keys.ViewModel)
}

/// Turns the keys into help's lines: "Keys here (scope)" and the scene's keys when it has any, then
/// "Everywhere" and the global keys.
@MainActor
public final class HelpPresenter: HelpPresentationLogic {
    public weak var view: (any HelpDisplayLogic)?

    public init() {}

    public func presentKeys(_ response: Help.Keys.Response) {
        typealias Line = Help.Keys.ViewModel.Line
        var lines: [Line] = []
        if !response.scene.isEmpty {
            lines.append(Line(key: "", text: "Keys here (\(response.scope.name))", isHeading: true))
            lines += response.scene.map { Line(key: $0.keys, text: $0.help, isHeading: false) }
            lines.append(Line(key: "", text: "", isHeading: false))
        }
        lines.append(Line(key: "", text: "Everywhere", isHeading: true))
        lines += response.global.map { Line(key: $0.keys, text: $0.help, isHeading: false) }
        view?.displayKeys(.init(lines: lines))
    }
}
