import AIS
import Foundation
import Resources

/// The address book without a server: answers each search from `everyone` (name contains the text, any
/// case, or the number), after `delay`; counts the searches; fails them all while `offline`.
final class ColleagueFinderSpy: ColleagueFinding, @unchecked Sendable {
    private let lock = NSLock()
    private var searched: [String] = []
    let everyone: [Colleague]
    let kept: [Colleague]
    var offline = false
    var delay: UInt64 = 0

    init(everyone: [Colleague], kept: [Colleague] = []) {
        self.everyone = everyone
        self.kept = kept
    }

    var searches: [String] { lock.withLock { searched } }

    static func matching(_ text: String, in people: [Colleague]) -> [Colleague] {
        let typed = text.trimmingCharacters(in: .whitespaces)
        if let number = Int(typed) { return people.filter { $0.addressNumber == number } }
        return typed.isEmpty ? people : people.filter { $0.name.localizedCaseInsensitiveContains(typed) }
    }

    func search(_ text: String) async throws -> ColleaguePage {
        lock.withLock { searched.append(text) }
        if delay > 0 { try? await Task.sleep(nanoseconds: delay) }
        if offline { throw AISError.unreachable("connection refused") }
        return ColleaguePage(colleagues: Self.matching(text, in: everyone), next: nil)
    }

    func more(_ cursor: DataPageCursor) async throws -> ColleaguePage { ColleaguePage(colleagues: [], next: nil) }

    func colleague(_ addressNumber: Int) async throws -> Colleague? { everyone.first { $0.addressNumber == addressNumber } }

    func storedColleagues(matching text: String, limit: Int) throws -> [Colleague] { Array(Self.matching(text, in: kept).prefix(limit)) }

    func storedColleague(_ addressNumber: Int) throws -> Colleague? { kept.first { $0.addressNumber == addressNumber } }
}
