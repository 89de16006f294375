import AIS
import Foundation
import Resources
import Scenes

/// `signoff history [--days N] [--json|--csv]`: Decided by me without the screen. It drives the scene's
/// interactor with a console presenter: the user's decisions recorded by the server over the last days
/// (`state` `recorded`) and those the outbox still holds (`pending`, `sending`, `uncertain`), newest
/// first. With the server unreachable it lists the outbox's alone, says so, and exits 4.
enum HistoryCommand {
    static let options: [ArgumentParser.Option] = [
        .init("days", value: "N", help: "days back from the server's day, 1 to \(DecidedByMe.maximumDays) (default \(DecidedByMe.defaultDays))"),
        .init("json", help: "JSON (shape in docs/USER-GUIDE.md)"), .init("csv", help: "CSV with a header row"),
    ]

    static let usage = "history [--days N] [--json|--csv]  your decisions from the server, and what waits in the outbox"

    /// `--days`: a whole number from 1 to 3650, refused in words otherwise.
    static func days(_ text: String) throws(ScriptCommand.ParseError) -> Int {
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)), (1...DecidedByMe.maximumDays).contains(days) else {
            throw .invalid("history", "--days takes a whole number of days from 1 to \(DecidedByMe.maximumDays) (got “\(text.prefix(20))”).")
        }
        return days
    }

    /// The decisions as JSON, CSV (ISO dates, plain numbers) or text (the user's date format).
    static func write(_ response: DecidedByMe.List.Response, format: ScriptCommand.Format, dates: DateStyle, numbers: NumberStyle,
                      to out: ConsoleOutput) {
        let entries = response.entries
        switch format {
        case .json:
            out.json(.object([("decisions", .array(entries.map(json)))]))
        case .csv:
            out.line("order,type,company,suffix,outcome,at,remark,reason,forwarded_to,forwarded_to_name,state")
            for e in entries {
                out.line([String(e.order.number), e.order.type, e.order.company, e.order.suffix, e.outcome.rawValue, e.decidedOn?.text ?? "",
                          e.remark, e.reason, e.forwardedTo > 0 ? String(e.forwardedTo) : "", e.forwardedToName, e.state.rawValue]
                    .map(ConsoleOutput.csv).joined(separator: ","))
            }
        case .text:
            out.line("\(numbers.counted(entries.count, "decision")) in the last \(numbers.counted(response.filter.days, "day"))")
            for e in entries {
                out.line([ConsoleOutput.pad(dates.format(e.decidedOn), 10), ConsoleOutput.pad(e.order.description, 15),
                          ConsoleOutput.pad(DecidedByMePresenter.outcome(of: e), 42), ConsoleOutput.pad(e.remark, 30),
                          ConsoleOutput.pad(e.reason, 6), DecidedByMePresenter.state(e.state, sendsIn: e.sendsInSeconds)].joined(separator: " "))
            }
        }
    }

    static func json(_ e: DecidedByMe.Entry) -> JSONValue {
        .object([("order", .int(e.order.number)), ("type", .string(e.order.type)), ("company", .string(e.order.company)),
                 ("suffix", .string(e.order.suffix)), ("outcome", .string(e.outcome.rawValue)),
                 ("at", e.decidedOn.map { .string($0.text) } ?? .null), ("remark", .string(e.remark)), ("reason", .string(e.reason)),
                 ("forwardedTo", e.forwardedTo > 0 ? .int(e.forwardedTo) : .null), ("forwardedToName", .string(e.forwardedToName)),
                 ("state", .string(e.state.rawValue)), ("lines", .array(e.lines.map { .double($0) }))])
    }
}

/// Collects what the Decided-by-me interactor presents: the list once the server's read has ended.
@MainActor
final class HistoryCommandPresenter: DecidedByMePresentationLogic {
    var onRead: ((DecidedByMe.List.Response) -> Void)?
    func presentDecisions(_ response: DecidedByMe.List.Response) {
        guard !response.reading else { return }
        onRead?(response)
        onRead = nil
    }
}

extension CommandRun {
    func history(container: AppContainer) async -> CommandExit {
        guard let context, let workspace = context.workspace, let session = context.session else { return .failure }
        let presenter = HistoryCommandPresenter()
        let interactor = DecidedByMeScene.makeInteractor(container.homeScenes.decidedByMeNeeds(workspace: workspace, session: session),
                                                         presenter: presenter)
        let days = command.days
        let response: DecidedByMe.List.Response = await withCheckedContinuation { done in
            presenter.onRead = { done.resume(returning: $0) }
            if days == interactor.filter.days { interactor.start() } else { interactor.applyFilter(.init(days: days)) }
        }
        if let failure = response.serverFailure {
            out.error("your decisions on the server could not be read (\(failure)); listed: what waits in the outbox.")
        }
        HistoryCommand.write(response, format: command.format, dates: context.dateStyle, numbers: context.numberStyle, to: out)
        guard response.serverFailure != nil else { return .success }
        return response.offline ? .network : .failure
    }
}
