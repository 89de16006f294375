import AIS
import Foundation

extension ProgressTracker {
    /// Runs one dataset's load and records its outcome; false when it failed.
    @discardableResult
    func guarded(_ dataset: Dataset, _ load: () async throws -> Void) async -> Bool {
        do {
            try await load()
            finish(dataset, .done)
            return true
        } catch is CancellationError {
            fail(dataset, WorkerFailure(kind: .other, message: "Cancelled."))
        } catch SessionError.loggedOut {
            fail(dataset, WorkerFailure(kind: .sessionEnded, message: "Logged out."))
        } catch {
            fail(dataset, WorkerFailure(error))
        }
        return false
    }
}
