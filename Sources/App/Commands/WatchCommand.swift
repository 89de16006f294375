import Dispatch
import Foundation
import Resources
import Scenes

/// `signoff watch [--interval SECONDS] [--json]`: refreshes the queue (what changed) every interval until
/// stopped, and writes each order that arrives, once: a line of text, or a JSON object per line to pipe
/// into a notifier. A session the server ends is renewed with the password the command was given; when
/// that no longer works the command stops with exit 3. Ctrl-C (or SIGTERM) stops it with exit 0.
extension CommandRun {
    func watch(interactor: OrdersAwaitingApprovalInteractor, presenter: QueueCommandPresenter, context: AppContext) async -> CommandExit {
        let stop = WatchStop()
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { stop.request() }
            source.resume()
            sources.append(source)
        }
        defer {
            for source in sources { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        if command.format == .text {
            out.error("watching for new orders every \(command.interval) s; Ctrl-C stops.")
        }
        var written: Set<OrderID> = []
        var failing = false
        while !stop.requested {
            let refreshed: OrdersAwaitingApproval.Refresh.Response = await withCheckedContinuation { done in
                presenter.onRefreshed = { done.resume(returning: $0) }
                interactor.refreshes.refresh(.init(automatic: true))
            }
            presenter.onRefreshed = nil
            guard case .finished(let done) = refreshed else { return .failure }
            if done.failed.isEmpty {
                if failing { out.error("the server answers again.") }
                failing = false
                for order in done.arrivedFacts where written.insert(order.id).inserted {
                    if command.format == .json {
                        out.json(QueueCommandPresenter.json(order))
                    } else {
                        out.line("new: " + QueueCommandPresenter.text(order, numbers: context.numberStyle, dates: context.dateStyle))
                    }
                    out.flush()
                }
            } else {
                if done.sessionEnded {
                    out.error("the session ended and the password no longer logs in: \(done.firstError ?? "refused").")
                    return .authentication
                }
                if !failing { out.error("the queue could not be read (\(done.firstError ?? "unknown error")); trying again.") }
                failing = true
            }
            await stop.wait(seconds: command.interval)
        }
        return .success
    }
}

/// Whether the watch was asked to stop, and a wait that a stop cuts short.
@MainActor
final class WatchStop {
    private(set) var requested = false
    private var waking: CheckedContinuation<Void, Never>?
    /// Which wait is under way: a timer of an earlier wait must not end a later one.
    private var waitNumber = 0

    func request() {
        requested = true
        waking?.resume()
        waking = nil
    }

    /// Waits `seconds`, or less when a stop is asked for.
    func wait(seconds: Int) async {
        guard !requested else { return }
        waitNumber += 1
        let number = waitNumber
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            waking = continuation
            DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(seconds)) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.waitNumber == number, let waking = self.waking else { return }
                    self.waking = nil
                    waking.resume()
                }
            }
        }
    }
}
