import Foundation

/// Where the next page of a query is: what a screen keeps to read one more page when the user scrolls
/// to the end, instead of reading every page up front.
public struct DataPageCursor: Sendable {
    public let query: DataServiceQuery
    let next: URL
    /// The number of the page the `next` link leads to.
    public let pageNumber: Int
}

extension DataService {
    /// The first page of `query`, and where the next one is when there are more rows.
    public func firstPage(_ query: DataServiceQuery, session: AISSession) async throws -> (page: DataPage, next: DataPageCursor?) {
        let json = try await requester.post(configuration.url("v2/dataservice"), query.body(maxPageSize: configuration.maxPageSize),
                                            session: session, kind: .read)
        return try paged(json, query: query, number: 1)
    }

    /// The page a cursor points at. When the server dropped the result set (JAS_MSG347), or the answer
    /// was lost (the server may have moved on, so asking again could skip a page), the query runs again
    /// and its pages are walked to the same page number, at most `maxQueryRestarts` times.
    public func nextPage(_ cursor: DataPageCursor, session: AISSession) async throws -> (page: DataPage, next: DataPageCursor?) {
        do {
            let json = try await requester.post(cursor.next, [], session: session, kind: .nextPage)
            return try paged(json, query: cursor.query, number: cursor.pageNumber)
        } catch AISError.notAllowed {
            throw AISError.notAllowed(what: .table(cursor.query.table))
        } catch let error as AISError where error.interruptsPaging {
            var restarts = 0
            while true {
                restarts += 1
                guard restarts <= configuration.maxQueryRestarts else { throw error }
                do { return try await walk(to: cursor.pageNumber, of: cursor.query, session: session) } catch let again as AISError where again.interruptsPaging {
                    continue
                }
            }
        }
    }

    private func walk(to pageNumber: Int, of query: DataServiceQuery, session: AISSession) async throws -> (page: DataPage, next: DataPageCursor?) {
        var current = try await firstPage(query, session: session)
        while current.page.pageNumber < pageNumber {
            guard let next = current.next else { return (DataPage(rows: [], moreRecords: false, pageNumber: pageNumber, restarted: true), nil) }
            let json = try await requester.post(next.next, [], session: session, kind: .nextPage)
            current = try paged(json, query: query, number: next.pageNumber)
        }
        let page = current.page
        return (DataPage(rows: page.rows, moreRecords: page.moreRecords, pageNumber: page.pageNumber, restarted: true), current.next)
    }

    private func paged(_ json: JSONValue, query: DataServiceQuery, number: Int) throws -> (page: DataPage, next: DataPageCursor?) {
        let page = try DataServiceAnswer.page(from: json, table: query.table, number: number, restarted: false)
        guard page.moreRecords, let next = nextPageURL(in: json) else { return (page, nil) }
        return (page, DataPageCursor(query: query, next: next, pageNumber: number + 1))
    }
}
