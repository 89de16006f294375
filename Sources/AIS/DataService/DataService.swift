import Foundation

/// The data service (contract §3): every page of a query (`browse`, `browseAll`), one page at a time for a
/// screen (`DataService+Paging.swift`), and counts (`DataService+Count.swift`). Pages are read by
/// `DataServiceAnswer`.
public struct DataService: Sendable {
    let requester: AISRequester
    var configuration: AISConfiguration { requester.configuration }
    /// The columns this site's tables lack, as refusals named them.
    let lackingColumns = LackingColumns()

    /// Reads every page of `query` (§3), calling `onPage` for each in order. It follows the `next` link
    /// while `moreRecords` is true. When a result set expires (JAS_MSG347) or a next page's answer is lost
    /// (the server may have moved on: asking again could skip a page), the read goes on with a new query:
    /// - narrowed to the rows not yet passed on, when the query can be (`QueryResumption`: sorted first by
    ///   a number, all conditions to match); rows then come once each, and `onPage` may see a page's last
    ///   rows with the next page;
    /// - otherwise the same query from its first page, whose first page passed on is marked `restarted`.
    /// It gives up after `maxQueryRestarts` interruptions in a row that got no further, so a long query
    /// under frequent faults still finishes. A first page whose answer was lost on every try (dropped
    /// connections, `AISError.isLostAnswer`) is such an interruption too, and is asked for again; one
    /// that cannot reach the server (a refused connection, a timeout) or that the server refused ends the read.
    public func browse(_ query: DataServiceQuery, session: AISSession,
                       onPage: @Sendable (DataPage) async throws -> Void) async throws {
        var query = lackingColumns.adapted(query)
        var resumption = QueryResumption(query)
        var current = query
        var passed = 0
        var furthest = 0
        var fruitlessRestarts = 0
        var restarted = false
        restart: while true {
            var reply: DataServiceAnswer
            do {
                reply = try await requester.post(configuration.url("v2/dataservice"), current.body(maxPageSize: configuration.maxPageSize),
                                                 session: session, kind: .read, read: DataServiceAnswer.interpretPage)
            } catch AISError.columnsRefused(let table, let columns, _) where passed == 0 && LackingColumns.canDo(current, without: columns) {
                // This site's table lacks columns the read can do without: read again without them.
                lackingColumns.note(table, columns)
                requester.notices.once("lacking \(table) \(columns)", "The server refused \(table) columns \(columns.joined(separator: ", ")) "
                                       + "(this site's table lacks them); they are read without from now on.")
                query = lackingColumns.adapted(query)
                resumption = QueryResumption(query)
                current = query
                continue restart
            } catch let error as AISError where error.isLostAnswer {
                // Each of this first page's tries reached the server and lost its answer (`send` tried
                // `readRetries` times): one more interruption that got no further, as a lost next page is.
                // Without this, every restart's first page was a read the whole query failed with, however
                // far the restarts got: at a fifth of answers lost, one read in 3,000 (0.2^5).
                fruitlessRestarts += 1
                guard fruitlessRestarts <= configuration.maxQueryRestarts else { throw error }
                continue restart
            }
            var pageNumber = 1
            while true {
                let answer = try DataServiceAnswer.page(from: reply, table: query.table, number: pageNumber, restarted: false)
                let next = answer.moreRecords ? nextPageURL(in: reply.json) : nil
                let rows = resumption.release(answer.rows, final: next == nil)
                if !rows.isEmpty || next == nil {
                    passed += 1
                    try await onPage(DataPage(rows: rows, moreRecords: next != nil, pageNumber: passed, restarted: restarted,
                                              serverDay: answer.serverDay))
                    restarted = false
                }
                if resumption.usable ? !rows.isEmpty : pageNumber > furthest { fruitlessRestarts = 0 }
                furthest = max(furthest, pageNumber)
                guard let next else { return }
                do {
                    reply = try await requester.post(next, [], session: session, kind: .nextPage, read: DataServiceAnswer.interpretPage)
                } catch AISError.notAllowed {
                    throw AISError.notAllowed(what: .table(query.table))
                } catch let error as AISError where error.interruptsPaging {
                    fruitlessRestarts += 1
                    guard fruitlessRestarts <= configuration.maxQueryRestarts else { throw error }
                    if let narrowed = resumption.resumed() {
                        current = narrowed
                        furthest = 0
                    } else {
                        if current != query { furthest = 0 }
                        current = query
                        resumption.reset()
                        restarted = true
                        passed = 0
                    }
                    continue restart
                }
                pageNumber += 1
            }
        }
    }

    /// Every row of `query`, all pages.
    public func browseAll(_ query: DataServiceQuery, session: AISSession) async throws -> [DataRow] {
        let collected = RowBox()
        try await browse(query, session: session) { page in
            if page.restarted { collected.reset() }
            collected.append(page.rows)
        }
        return collected.rows
    }

    /// The `next` link's URL on the configured origin (`ConfiguredOrigin`); the diagnostic log is told
    /// once when the server named another address.
    func nextPageURL(in json: JSONValue) -> URL? {
        guard let link = DataServiceAnswer.nextLink(in: json) else { return nil }
        let kept = ConfiguredOrigin.keep(link, on: configuration.baseURL)
        if let other = kept.movedFrom {
            requester.notices.once("next-origin", "The server named another address (\(other)) in a next-page link; "
                                   + "sent to the configured \(ConfiguredOrigin.origin(of: configuration.baseURL)) instead.")
        }
        return kept.url
    }
}

/// Rows gathered across pages.
final class RowBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [DataRow] = []
    func append(_ rows: [DataRow]) { lock.lock(); storage.append(contentsOf: rows); lock.unlock() }
    func reset() { lock.lock(); storage.removeAll(); lock.unlock() }
    var rows: [DataRow] { lock.lock(); defer { lock.unlock() }; return storage }
}
