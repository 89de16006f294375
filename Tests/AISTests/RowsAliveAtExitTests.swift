@testable import AIS
import Foundation
import Testing

/// Rows read from an answer's bytes and still held when the process exits (a command stopped while it
/// decoded a page) must not look leaked to LeakSanitizer in `make check`. A reference that an enum packs
/// its case into is invisible to it: when `RowValues` was such an enum, one CI run failed on a row's
/// cells "leaked" at a `signoff` process's exit. This test keeps such rows to the end of the test run,
/// so the sanitizer pass's leak check (Tests/Sanitizers/check-logs.sh) reads them every time.
@Suite struct RowsAliveAtExitTests {
    @Test func rowsReadFromBytesAreHeldUntilTheProcessExits() throws {
        // Given a page read from bytes
        let body = Array("""
            {"fs_DATABROWSE_F4311": {"title": "t", "data": {"gridData": {"id": 1, "rowset": [
             {"F4311_DOCO": 4001, "F4311_LITM": "KEPT TO THE END", "F4311_UORG": 2.5}],
             "summary": {"records": 1, "moreRecords": false}}}, "errors": []}}
            """.utf8)
        let answer = try DataServiceAnswer.interpretPage(HTTPResponse(status: 200, body: body), kind: .read)
        let page = try DataServiceAnswer.page(from: answer, table: "F4311", number: 1, restarted: false)
        // When it is kept where only the row's values reach its cells
        RowsKeptUntilExit.shared.keep(page.rows)
        // Then it still reads as read
        #expect(RowsKeptUntilExit.shared.rows.first?.string("LITM") == "KEPT TO THE END")
        #expect(page.rows.first?.values.cells != nil)
    }
}

/// Holds rows until the process exits: only the rows' values refer to their cells.
private final class RowsKeptUntilExit: @unchecked Sendable {
    static let shared = RowsKeptUntilExit()
    private var kept: [DataRow] = []
    private let lock = NSLock()

    var rows: [DataRow] { lock.withLock { kept } }
    func keep(_ new: [DataRow]) { lock.withLock { kept += new } }
}
