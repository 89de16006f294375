import AIS
import Foundation
import Resources
import Scenes

/// `signoff mine [--status waiting|approved|rejected] [--json]`: My orders without the screen. It drives
/// the scene's interactor with a console presenter: the orders the user raised, read from the server,
/// newest change first, each with where it stands. With the server unreachable it lists what was kept,
/// says so, and exits 4.
enum MineCommand {
    static let options: [ArgumentParser.Option] = [
        .init("status", value: "S", help: "only the orders waiting, approved or rejected (default all)"),
        .init("json", help: "JSON (shape in docs/USER-GUIDE.md)"),
    ]

    static let usage = "mine [--status S] [--json]         the orders you raised, and where each stands"

    /// `--status`: all, waiting, approved or rejected, refused in words otherwise.
    static func status(_ text: String) throws(ScriptCommand.ParseError) -> String {
        let status = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard MyOrders.StatusFilter(rawValue: status) != nil else {
            throw .invalid("mine", "--status takes waiting, approved, rejected or all (got “\(text.prefix(20))”).")
        }
        return status
    }

    @MainActor static func write(_ response: MyOrders.List.Response, format: ScriptCommand.Format, dates: DateStyle, numbers: NumberStyle,
                      to out: ConsoleOutput) {
        let words = MyOrdersPresenter(formats: DisplayFormats(dates: dates, numbers: numbers))
        switch format {
        case .json, .csv:
            out.json(.object([("orders", .array(response.entries.map(json)))]))
        case .text:
            out.line(numbers.counted(response.entries.count, "order") + (response.filter == .all ? "" : " \(response.filter.rawValue)"))
            for e in response.entries {
                out.line([ConsoleOutput.pad((e.changedSinceSeen ? "Δ " : "") + e.order.description, 19),
                          ConsoleOutput.pad(e.supplierName, 24), ConsoleOutput.pad(numbers.amount(e.total) + " " + e.currency, 17, right: true),
                          words.standing(e.standing)].joined(separator: " "))
            }
        }
    }

    static func json(_ e: MyOrders.Entry) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("order", .int(e.order.number)), ("type", .string(e.order.type)), ("company", .string(e.order.company)),
            ("suffix", .string(e.order.suffix)), ("supplier", .int(e.supplier)), ("supplierName", .string(e.supplierName)),
            ("total", .double(e.total)), ("currency", .string(e.currency)), ("route", .string(e.route)),
            ("status", .string(e.standing.status.rawValue)), ("changedOn", e.changedOn?.iso.map { .string($0) } ?? .null),
            ("changedSinceSeen", .bool(e.changedSinceSeen)),
        ]
        func day(_ d: DateFacts?) -> JSONValue { d?.iso.map { .string($0) } ?? .null }
        switch e.standing {
        case .awaiting(let approver, let name, let budget, let since, let days):
            fields += [("awaiting", .int(approver)), ("awaitingName", .string(name)), ("budgetApproval", .bool(budget)),
                       ("since", day(since)), ("daysWaiting", days.map { .int($0) } ?? .null)]
        case .approved(let by, let on): fields += [("approvedBy", .string(by)), ("on", day(on))]
        case .rejected(let by, let on): fields += [("rejectedBy", .string(by)), ("on", day(on))]
        case .forwarded(let by, let to, let name, let on):
            fields += [("forwardedBy", .string(by)), ("awaiting", .int(to)), ("awaitingName", .string(name)), ("on", day(on))]
        case .raised(let on): fields += [("raisedOn", day(on))]
        }
        return .object(fields)
    }
}

/// Collects what the My-orders interactor presents: the list once the server's read has ended.
@MainActor
final class MineCommandPresenter: MyOrdersPresentationLogic {
    var onRead: ((MyOrders.List.Response) -> Void)?
    func presentOrders(_ response: MyOrders.List.Response) {
        guard !response.reading else { return }
        onRead?(response)
        onRead = nil
    }
}

extension CommandRun {
    func mine(container: AppContainer) async -> CommandExit {
        guard let context, let workspace = context.workspace, let session = context.session else { return .failure }
        let presenter = MineCommandPresenter()
        let interactor = MyOrdersScene.makeInteractor(container.homeScenes.myOrdersNeeds(workspace: workspace, session: session),
                                                      presenter: presenter)
        interactor.applyFilter(MyOrders.StatusFilter(rawValue: command.status) ?? .all)
        let response: MyOrders.List.Response = await withCheckedContinuation { done in
            presenter.onRead = { done.resume(returning: $0) }
            interactor.start()
        }
        if let failure = response.serverFailure {
            out.error("your orders could not be read from the server (\(failure)); listed: as last kept.")
        }
        MineCommand.write(response, format: command.format, dates: context.dateStyle, numbers: context.numberStyle, to: out)
        return response.serverFailure == nil ? .success : .network
    }
}
