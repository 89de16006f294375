import Resources

/// A worker's answer as an interactor takes it back on the main actor: the value, or the sentence its
/// failure shows (`WorkerFailure`), so no scene matches an error's text.
enum WorkerOutcome<T: Sendable>: Sendable {
    case success(T)
    case failure(String)

    /// Runs `body`, its error turned into the sentence to show.
    static func capture(_ body: @Sendable () async throws -> T) async -> WorkerOutcome<T> {
        do { return .success(try await body()) } catch { return .failure(WorkerFailure(error).message) }
    }
}
