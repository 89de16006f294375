import Foundation

/// What the Loading interactor hands on to be shown.
@MainActor
public protocol LoadingPresentationLogic: AnyObject {
    func presentProgress(_ response: Loading.Progress.Response)
    func presentOutcome(_ response: Loading.Outcome.Response)
}

/// What the progress screen shows.
@MainActor
public protocol LoadingDisplayLogic: AnyObject {
    func displayProgress(_ viewModel: Loading.Progress.ViewModel)
    func displayOutcome(_ viewModel: Loading.Outcome.ViewModel)
}

/// Counts, rate and time left for each dataset, in the user's number format.
@MainActor
public final class LoadingPresenter: LoadingPresentationLogic {
    public weak var view: (any LoadingDisplayLogic)?
    public var numbers: NumberStyle

    public init(numbers: NumberStyle = .plain) { self.numbers = numbers }

    public func presentProgress(_ response: Loading.Progress.Response) {
        view?.displayProgress(.init(rows: response.datasets.map { row($0, now: response.now) }))
    }

    public func presentOutcome(_ response: Loading.Outcome.Response) {
        let names = response.failed.joined(separator: ", ")
        var message = "Could not load: \(names). Press r to retry"
        message += response.canContinue ? ", Enter to continue without it, or Esc to log out." : " or Esc to log out."
        view?.displayOutcome(.init(message: message, canRetry: true, canContinue: response.canContinue))
    }

    func row(_ p: Loading.DatasetFacts, now: Date) -> Loading.Progress.ViewModel.Row {
        let rows = numbers.grouped(p.rows) + (p.rows == 1 ? " row" : " rows")
        switch p.phase {
        case .waiting:
            return .init(title: p.title, fraction: 0, detail: "", state: "waiting", failed: false)
        case .skipped(let why):
            return .init(title: p.title, fraction: 1, detail: why, state: "kept", failed: false)
        case .done:
            let elapsed = (p.finishedAt ?? now).timeIntervalSince(p.startedAt ?? now)
            return .init(title: p.title, fraction: 1, detail: "\(rows) in \(duration(elapsed))" + Self.unreadable(p),
                         state: "done", failed: false)
        case .failed(let message):
            return .init(title: p.title, fraction: p.fraction, detail: message, state: "FAILED", failed: true)
        case .later(let when):
            return .init(title: p.title, fraction: 0, detail: when, state: "later", failed: false)
        case .loading:
            let elapsed = max(0.001, now.timeIntervalSince(p.startedAt ?? now))
            var detail = rows
            if p.rows > 0, elapsed >= 0.2 { detail += " · \(numbers.grouped(Int(Double(p.rows) / elapsed)))/s" }
            if let total = p.totalUnits, total > 0, p.completedUnits > 0, p.completedUnits < total {
                let left = elapsed * Double(total - p.completedUnits) / Double(p.completedUnits)
                detail += " · \(duration(left)) left"
            }
            return .init(title: p.title, fraction: p.fraction, detail: detail, state: "loading", failed: false)
        }
    }

    /// Said, never blanked in silence: how many dates came in a shape that names no day (they are
    /// shown as the text that came).
    static func unreadable(_ p: Loading.DatasetFacts) -> String {
        guard p.unreadableDates > 0 else { return "" }
        return " · \(p.unreadableDates) date\(p.unreadableDates == 1 ? "" : "s") could not be read"
    }

    func duration(_ seconds: TimeInterval) -> String {
        if seconds < 1 { return "\(max(0, Int(seconds * 1000))) ms" }
        if seconds < 60 { return numbers.amount(seconds, decimals: 1) + " s" }
        return "\(Int(seconds) / 60) min \(Int(seconds) % 60) s"
    }
}
