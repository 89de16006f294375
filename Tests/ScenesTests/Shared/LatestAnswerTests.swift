import Foundation
import Testing
@testable import Scenes
import TestSupport

/// Answers released by the test, one read at a time, in any order.
private actor Gate {
    private var waiting: [String: CheckedContinuation<Void, Never>] = [:]
    private(set) var asked: [String] = []
    func wait(_ name: String) async {
        asked.append(name)
        await withCheckedContinuation { waiting[name] = $0 }
    }
    func release(_ name: String) { waiting.removeValue(forKey: name)?.resume() }
    func isWaiting(_ name: String) -> Bool { waiting[name] != nil }
}

@MainActor
@Suite struct LatestAnswerTests {
    let sut = LatestAnswer()
    private let gate = Gate()

    private func read(_ name: String) -> @Sendable () async throws -> String {
        { [gate] in
            await gate.wait(name)
            return name
        }
    }

    private func waitUntilAsked(_ name: String) async -> Bool {
        await eventually(every: .milliseconds(1)) { await gate.isWaiting(name) }
    }

    @Test func anOlderAnswerThatComesLastIsDropped() async {
        // Given: two reads, the second asked while the first is still out
        var delivered: [String] = []
        sut.ask(read("first")) { delivered.append((try? $0.get()) ?? "error") }
        #expect(await waitUntilAsked("first"))
        sut.ask(read("second")) { delivered.append((try? $0.get()) ?? "error") }
        #expect(await waitUntilAsked("second"))
        // When: the newer answers first, then the older
        await gate.release("second")
        #expect(await eventually { delivered == ["second"] })
        await gate.release("first")
        // Then, once both reads ended: only the newer was delivered
        #expect(await eventually { sut.settled })
        #expect(delivered == ["second"])
        #expect(sut.started == 2 && sut.ended == 2)
    }

    @Test func aFollowingReadIsDroppedWhenSomethingNewerIsAsked() async {
        var delivered: [String] = []
        sut.ask(read("page 1")) { delivered.append((try? $0.get()) ?? "error") }
        #expect(await waitUntilAsked("page 1"))
        await gate.release("page 1")
        #expect(await eventually { delivered == ["page 1"] })
        // Given: the next page asked for
        sut.follow(read("page 2")) { delivered.append((try? $0.get()) ?? "error") }
        #expect(await waitUntilAsked("page 2"))
        // When: a new search supersedes it before it answers
        sut.supersede()
        await gate.release("page 2")
        // Then
        #expect(await eventually { sut.settled })
        #expect(delivered == ["page 1"])
    }

    @Test func readsAskedWithinThePauseAskOnceForTheLast() async {
        var delivered: [String] = []
        for text in ["o", "ok", "oka"] {
            sut.ask(after: .milliseconds(200), read(text)) { delivered.append((try? $0.get()) ?? "error") }
        }
        #expect(await waitUntilAsked("oka"))
        await gate.release("oka")
        #expect(await eventually { sut.settled })
        #expect(await gate.asked == ["oka"])
        #expect(delivered == ["oka"])
    }

    @Test func aReadSupersededBeforeItBeganNeverAsksEvenWithoutAPause() async {
        var delivered: [String] = []
        for text in ["f", "fs", "fst"] { sut.ask(read(text)) { delivered.append((try? $0.get()) ?? "error") } }
        #expect(await waitUntilAsked("fst"))
        await gate.release("fst")
        #expect(await eventually { sut.settled })
        #expect(await gate.asked == ["fst"])
        #expect(delivered == ["fst"])
    }

    @Test func aFailureIsDeliveredAsSuch() async {
        struct Refused: Error {}
        var failed = false
        sut.ask({ () async throws -> Int in throw Refused() }) { if case .failure = $0 { failed = true } }
        #expect(await eventually { sut.settled })
        #expect(failed)
    }
}
