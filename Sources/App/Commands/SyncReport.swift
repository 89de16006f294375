import Foundation
import Resources
import Scenes
import Store

/// What `signoff sync` says once the store is up to date: how many orders await approval, which are new,
/// which left without the user's decision, what could not be read; text or JSON.
@MainActor
struct SyncReport {
    let command: ScriptCommand
    let out: ConsoleOutput

    /// Writes the report of the refresh `done`; `foundationFailed` names the foundation data that could
    /// not be read. Exit 6 (partial) when some could not.
    func write(_ done: OrdersAwaitingApproval.Refresh.Finished, foundationFailed: [String], workspace: ServerWorkspace,
               preload: PreloadSettings, numbers: NumberStyle) -> CommandExit {
        let count = (try? workspace.database.read { try $0.count(ApprovalQueueEntry.self) }) ?? 0
        let added = done.arrived.map(\.number).sorted()
        let gone = done.left.map(\.number).sorted()
        let elsewhere = done.decidedElsewhere
        let unreadable = (try? workspace.preloadWorker(settings: preload).unreadableDates()) ?? (count: 0, samples: [])
        if command.format == .json {
            out.json(.object([("orders", .int(count)), ("added", .array(added.map { .int($0) })), ("removed", .array(gone.map { .int($0) })),
                              ("decidedElsewhere", .array(elsewhere.map { .int($0.number) })),
                              ("unreadableDates", .int(unreadable.count)),
                              ("failed", .array((foundationFailed + done.failed).map { .string($0) }))]))
        } else {
            out.line("\(numbers.counted(count, "order")) awaiting approval; \(numbers.grouped(added.count)) new, "
                     + "\(numbers.grouped(gone.count)) gone (\(numbers.grouped(elsewhere.count)) not by you).")
            if !added.isEmpty { out.line("New: " + added.map(String.init).joined(separator: ", ")) }
            if !elsewhere.isEmpty {
                out.line("No longer awaiting you (decided, forwarded or withdrawn elsewhere): "
                         + elsewhere.map { String($0.number) }.joined(separator: ", "))
            }
            for title in foundationFailed { out.error("\(title) could not be read; the stored copy is used.") }
            if unreadable.count > 0 {
                let examples = unreadable.samples.map(\.description)
                out.error("\(unreadable.count) date\(unreadable.count == 1 ? "" : "s") could not be read; shown as the server sent them ("
                          + examples.joined(separator: "; ") + ").")
            }
        }
        return foundationFailed.isEmpty ? .success : .partial
    }
}
