import AIS
import Foundation
import Resources
import Scenes

/// The colleague of `forward --to AN8`, checked before anything is sent: an employee of the address book
/// (asked of the server, or as kept from an earlier read when it does not answer), and not the user.
@MainActor
struct ForwardRecipient {
    /// The address number `--to` gave.
    let number: Int

    /// Why the colleague cannot be forwarded to, and the exit that says so.
    struct Refusal: Error {
        var message: String
        var exit: CommandExit
    }

    func check(context: AppContext) async -> Result<ColleagueFacts, Refusal> {
        guard let workspace = context.workspace, let session = context.session else {
            return .failure(Refusal(message: "not logged in.", exit: .failure))
        }
        if number == session.userInfo.addressNumber {
            return .failure(Refusal(message: "--to \(number) is your own address number: an order cannot be forwarded to yourself.", exit: .usage))
        }
        let directory = ColleagueDirectoryWorker(gate: workspace.gate, database: workspace.database)
        do {
            guard let colleague = try await directory.colleague(number) else {
                return .failure(Refusal(message: "--to \(number) is not an employee in the address book (F0101 search type E); nothing was sent.",
                                        exit: .usage))
            }
            return .success(ColleagueFacts(addressNumber: colleague.addressNumber, name: colleague.name))
        } catch {
            if let kept = try? directory.storedColleague(number) {
                return .success(ColleagueFacts(addressNumber: kept.addressNumber, name: kept.name))
            }
            return .failure(Refusal(message: "--to \(number) could not be checked in the address book (\(WorkerFailure(error).message)); nothing was sent.",
                                    exit: .network))
        }
    }
}
