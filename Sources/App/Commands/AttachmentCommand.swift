import AIS
import Foundation
import Resources
import Scenes
#if canImport(Glibc)
import Glibc
#endif

/// `signoff attachment ORDER SEQ --save PATH`: one attachment of an order in the queue (its number as
/// `show` lists it) written as it is to PATH, a new file readable by its owner only, never over one that
/// exists; `-` writes it to standard output unless that is a terminal (the server's bytes never reach one).
/// A text is written as UTF-8; a link has nothing to save and says so.
@MainActor
struct AttachmentCommand {
    let command: ScriptCommand
    let out: ConsoleOutput

    func run(context: AppContext) async -> CommandExit {
        guard let workspace = context.workspace, command.arguments.count == 2, let number = Int(command.arguments[0]),
              let sequence = Int(command.arguments[1]), let target = command.savePath else { return .usage }
        guard let key = workspace.queuedOrder(number: number) else {
            out.error("order \(number) is not in your queue.")
            return .refused
        }
        if target == "-", isatty(STDOUT_FILENO) == 1 {
            out.error("standard output is a terminal: the attachment's bytes are not written to one. Give --save FILE, or pipe the output.")
            return .usage
        }
        let worker = OrderDetailWorker(gate: workspace.gate, database: workspace.database)
        do {
            let items = try await worker.attachments(key)
            guard let item = items.first(where: { $0.sequence == sequence }) else {
                let numbers = items.compactMap(\.sequence).map(String.init)
                out.error("order \(number) has no attachment \(sequence)"
                          + (numbers.isEmpty ? "; it has none that can be read." : "; its attachments are \(numbers.joined(separator: ", ")) (signoff show \(number))."))
                return .refused
            }
            let name = item.fileName.isEmpty ? item.itemName : item.fileName
            let bytes: [UInt8]
            switch item.kind {
            case .text:
                bytes = Array(try await worker.attachmentText(key, sequence: sequence).text.utf8)
            case .file:
                bytes = try await worker.attachmentFile(key, item, limit: max(1, context.settings.attachmentLimitMegabytes) * 1_048_576).bytes
            case .link:
                out.error("attachment \(sequence) of order \(number) is a link, not a file: \(LinkCheck.shown(item.link)).")
                return .refused
            case .other:
                out.error("attachment \(sequence) of order \(number) (\(name)) is of a kind Signoff cannot read.")
                return .refused
            }
            if target == "-" {
                out.flush()
                FileHandle.standardOutput.write(Data(bytes))
                return .success
            }
            try PrivateFile.create(bytes, at: target)
            out.line("Saved \(AttachmentFileName.safe(name)) (\(ByteCount.words(bytes.count))) as \(target).")
            return .success
        } catch let problem as AttachmentProblem {
            out.error(problem.message)
            return .failure
        } catch {
            let failure = WorkerFailure(error)
            out.error("attachment \(sequence) of order \(number) could not be read: \(failure.message)")
            switch failure.kind {
            case .offline: return .network
            case .wrongCredentials, .siteSetup, .sessionEnded: return .authentication
            default: return .refused
            }
        }
    }
}
