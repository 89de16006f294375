import AIS
import Foundation
import Resources
import Store
import Testing

/// A LIST of order numbers matches every order of that number: headers of other types or companies come
/// with the queued ones, while the queue is still read. They never stay in the store.
@Suite struct PreloadHeadersNotQueuedTests {
    @Test func headersOfOrdersNotQueuedAreDroppedOnceTheQueueIsStored() async throws {
        // Given: order 5001 OP 00070 awaits; the header read also answers 5001 as type OS and in company 00099
        let server = TableAnswers([
            "F4209": #"{ "F4209_DOCO": 5001, "F4209_DCTO": "OP", "F4209_KCOO": "00070", "F4209_SFXO": "000", "F4209_RPER": 4242, "F4209_ASTS": "2N", "F4209_AN8": 7100, "F4209_TRDJ": "20261121" }"#,
            "F4301": """
                { "F4301_DOCO": 5001, "F4301_DCTO": "OP", "F4301_KCOO": "00070", "F4301_SFXO": "000", "F4301_AN8": 7200, "F4301_OTOT": 10 },
                { "F4301_DOCO": 5001, "F4301_DCTO": "OS", "F4301_KCOO": "00070", "F4301_SFXO": "000", "F4301_AN8": 7200, "F4301_OTOT": 20 },
                { "F4301_DOCO": 5001, "F4301_DCTO": "OP", "F4301_KCOO": "00099", "F4301_SFXO": "000", "F4301_AN8": 7200, "F4301_OTOT": 30 }
                """,
        ])
        let (workspace, database) = try await server.loggedInWorkspace()
        let spy = ProgressSpy()

        // When the queue and its headers are read together
        let outcome = await workspace.preloadWorker(settings: PreloadSettings()).run([.queue, .headers]) { spy.record($0) }

        // Then only the queued order's header is kept, and the progress counts it alone
        #expect(outcome.succeeded, "\(outcome)")
        let kept = try database.read { try $0.query("SELECT dcto, kcoo, otot FROM order_headers").map { "\($0[0].string ?? "") \($0[1].string ?? "") \($0[2].double ?? 0)" } }
        #expect(kept == ["OP 00070 10.0"])
        #expect(spy.last(.headers)?.rows == 1)
    }
}
