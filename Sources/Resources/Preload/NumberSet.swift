import Foundation

/// Order numbers whose headers were asked for, by the queue's page handler.
final class NumberSet: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: Set<Int> = []

    /// Adds `new` and answers those not seen before, each once.
    func insert(_ new: [Int]) -> [Int] {
        lock.withLock { new.filter { numbers.insert($0).inserted } }
    }
}
