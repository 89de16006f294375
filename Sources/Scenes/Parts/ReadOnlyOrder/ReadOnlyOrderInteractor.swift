import Foundation
import Resources

/// Reads one order read-only (Enter on a row of a list of orders that are not in the queue): its route
/// and history and its header and lines, together, from the server; the order asked for last wins.
@MainActor
public final class ReadOnlyOrderInteractor {
    public var presenter: (any ReadOnlyOrderPresentationLogic)?
    private let reader: any ServerOrderReading
    /// The user's id: a route says "by you" of the user's own steps.
    public var username: String?
    private let reads = LatestAnswer()
    /// The read started last (tests wait for it).
    private(set) var work: Task<Void, Never>?

    public init(reader: any ServerOrderReading) { self.reader = reader }

    public func open(_ order: OrderID) {
        presenter?.presentReadOnlyOrder(.init(order: order, steps: .reading))
        let (reader, username) = (self.reader, self.username)
        work = reads.ask({
            async let route = Self.outcome { try await reader.route(of: order.key).map { RouteStepFacts($0, me: username) } }
            async let detail = Self.outcome { OrderDetailFacts(try await reader.order(of: order.key)) }
            let (r, d) = await (route, detail)
            // The lines' remarks come with the route (one read of F4318), kept as it was read.
            guard case .success = r, case .success(var facts) = d else { return (r, d) }
            facts.setLineRemarks(reader.lineRemarks(of: order.key))
            return (r, .success(facts))
        }) { [weak self] result in
            guard case .success(let (r, d)) = result else { return }
            let steps: ReadOnlyOrder.Steps = switch r {
            case .success(let steps): .read(steps)
            case .failure(let why): .failed(why.description)
            }
            let shown: ReadOnlyOrder.Order = switch d {
            case .success(let facts): .read(facts)
            case .failure(let why): .failed(why.description)
            }
            self?.presenter?.presentReadOnlyOrder(.init(order: order, steps: steps, detail: shown))
        }
    }

    /// A read's value, or the sentence that says why it failed.
    nonisolated static func outcome<T: Sendable>(_ body: @Sendable () async throws -> T) async -> Result<T, ReadFailure> {
        do { return .success(try await body()) } catch { return .failure(ReadFailure(WorkerFailure(error).message)) }
    }
}

/// Why a read failed, in a sentence to show.
struct ReadFailure: Error, Sendable, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
