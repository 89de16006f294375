/// "The latest answer wins", for every search and read an interactor starts while the user moves on
/// (types, moves the cursor, opens another order): each `ask` supersedes the reads asked before it (they
/// are cancelled, and an answer that comes all the same is dropped), may wait a pause first (so typing
/// or moving quickly asks once, when it stops), and hands its outcome back on the main actor only if
/// nothing was asked since. A read that goes on from the last one (a next page, a second step) `follow`s
/// it: it supersedes nothing, and its answer is dropped too when something newer was asked.
@MainActor
final class LatestAnswer {
    private var asked = 0
    private var task: Task<Void, Never>?
    private var following: Task<Void, Never>?
    /// Reads started, and reads ended (delivered, dropped or cancelled): a test waits for every read to
    /// have ended before it says an answer was dropped, instead of waiting a fixed time.
    private(set) var started = 0
    private(set) var ended = 0
    var settled: Bool { ended == started }

    init() {}

    /// Drops every read asked so far (the text was cleared, the scene left the screen).
    func supersede() {
        asked += 1
        task?.cancel()
        following?.cancel()
        task = nil
        following = nil
    }

    /// Reads after `pause`; `deliver` gets the outcome only if nothing was asked since. The task is
    /// returned for a test to wait on.
    @discardableResult
    func ask<T: Sendable>(after pause: Duration = .zero, _ read: @escaping @Sendable () async throws -> T,
                          deliver: @escaping @MainActor (Result<T, any Error>) -> Void) -> Task<Void, Never> {
        supersede()
        let started = start(after: pause, read, deliver: deliver)
        task = started
        return started
    }

    /// Goes on from the read asked last without superseding it; dropped like it when something newer is asked.
    func follow<T: Sendable>(_ read: @escaping @Sendable () async throws -> T, deliver: @escaping @MainActor (Result<T, any Error>) -> Void) {
        following?.cancel()
        following = start(after: .zero, read, deliver: deliver)
    }

    private func start<T: Sendable>(after pause: Duration, _ read: @escaping @Sendable () async throws -> T,
                                    deliver: @escaping @MainActor (Result<T, any Error>) -> Void) -> Task<Void, Never> {
        let ticket = asked
        started += 1
        return Task { [weak self] in
            defer { self?.ended += 1 }
            if pause > .zero { try? await Task.sleep(for: pause) }
            // Superseded before it began (the user typed on, even without a pause): the server is not asked.
            guard !Task.isCancelled else { return }
            let outcome: Result<T, any Error>
            do { outcome = .success(try await read()) } catch { outcome = .failure(error) }
            guard let self, !Task.isCancelled, ticket == self.asked else { return }
            deliver(outcome)
        }
    }

}
