import AIS
import Foundation

/// The application stacks of P43081 that one decision or check opened (contract §5.2), each kept at the
/// state its last answer gave, so that every one of them is closed at the end whatever happened: after
/// success, a refusal, any error, and when the task is cancelled.
final class P43081Stacks: @unchecked Sendable {
    static let formName = "P43081_W43081A"
    static let ordersForm = "W43081A"
    static let reviewForm = "W43081B"
    static let grid = 1

    let client: AISClient
    let controls: P43081Controls
    /// How long the end of a decision waits for its stacks' closes; a slower close goes on unawaited.
    let closeTimeout: TimeInterval
    private let lock = NSLock()
    private var open: [AppStackState] = []

    init(client: AISClient, controls: P43081Controls, closeTimeout: TimeInterval) {
        self.client = client
        self.controls = controls
        self.closeTimeout = closeTimeout
    }

    /// Opens W43081A of the order type's version with alias naming; the stack is kept for closing.
    func openOrders(orderType: String, conditions: [FormCondition], autoFind: Bool, find: Bool,
                    session: AISSession) async throws -> AppStackAnswer {
        let request = FormOpenRequest(formName: Self.formName, version: controls.version(for: orderType), aliasNaming: true,
                                      maxPageSize: 100, autoFind: autoFind, conditions: conditions,
                                      formActions: find ? [.doAction(controls.find)] : [])
        let answer = try await client.appStackService.openStack(request, session: session)
        keep(answer.state)
        return answer
    }

    /// Acts on `formOID` of the stack; the stack's new state is kept. A forgotten stack is not kept.
    func execute(_ stack: AppStackState, formOID: String, _ actions: [FormAction]) async throws -> AppStackAnswer {
        do {
            let answer = try await client.appStackService.executeStack(stack, formOID: formOID, actions: actions)
            keep(answer.state)
            return answer
        } catch AISError.appStackForgotten(let why) {
            forget(stack)
            throw AISError.appStackForgotten(why)
        }
    }

    /// Closes one stack now (a probe done with), best effort, within the close timeout.
    func close(_ stack: AppStackState) async {
        forget(stack)
        await Self.closeDetached([stack], client: client, timeout: closeTimeout)
    }

    /// Closes every stack still open, best effort, within the close timeout, even from a cancelled task.
    func closeAll() async {
        let stacks = lock.withLock { () -> [AppStackState] in
            defer { open.removeAll() }
            return open
        }
        guard !stacks.isEmpty else { return }
        await Self.closeDetached(stacks, client: client, timeout: closeTimeout)
    }

    private func keep(_ state: AppStackState) {
        lock.withLock {
            open.removeAll { Self.same($0, state) }
            open.append(state)
        }
    }

    private func forget(_ state: AppStackState) {
        lock.withLock { open.removeAll { Self.same($0, state) } }
    }

    private static func same(_ a: AppStackState, _ b: AppStackState) -> Bool {
        a.stackId == b.stackId && a.session.token == b.session.token
    }

    /// Closes `stacks` in a task of its own, which a cancelled caller does not cancel (a cancelled task's
    /// requests are never sent), and waits for it at most `timeout` seconds.
    static func closeDetached(_ stacks: [AppStackState], client: AISClient, timeout: TimeInterval) async {
        let closing = Task.detached {
            for stack in stacks { try? await client.appStackService.closeStack(stack) }
        }
        let gate = FirstOf()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Task.detached {
                await closing.value
                gate.resume(done)
            }
            Task.detached {
                try? await Task.sleep(nanoseconds: UInt64(max(0, timeout) * 1e9))
                gate.resume(done)
            }
        }
    }

    /// Resumes a continuation once, whichever of two tasks comes first.
    private final class FirstOf: @unchecked Sendable {
        private let lock = NSLock()
        private var resumed = false
        func resume(_ continuation: CheckedContinuation<Void, Never>) {
            let first = lock.withLock { () -> Bool in
                defer { resumed = true }
                return !resumed
            }
            if first { continuation.resume() }
        }
    }
}
