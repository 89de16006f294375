import Foundation
import Store

/// The data service (contract §3): a first page from a BROWSE request, next pages from a kept result set,
/// and the number of matching rows from an AGGREGATION (`DataServiceCount.swift`).
struct DataService: Sendable {
    let database: Database
    let resultSets: ResultSetStore
    let pageSizeCap: Int
    /// Real (§9) or tidy answers.
    var shapes: ResponseShapes = .real
    /// The clock of the answers' `timeStamp`.
    var clock = SimulatorClock()
    /// Where a request's columns that its table lacks are counted (`RequestCounts.refusedColumns`).
    var counters: RequestCounters?
    /// Answer a request naming columns its table lacks, without them (`--lenient-columns`), instead of
    /// refusing it as a real server does (contract §4.1).
    var lenientColumns = false

    /// The answer to a data-service request: a first page, or a count. Without `counting`, an AGGREGATION is
    /// refused (`500`) as by a server that offers none. `baseURL` (`http://HOST:PORT/jderest`) prefixes the
    /// next-page link. A request naming columns its table lacks is refused (`500`, "Invalid column(s) for
    /// F4209: F4209.TDAY, F4209.UPMJ") or, when lenient, answered without them; either way each is counted.
    func answer(_ body: JSONValue, session: Session, baseURL: String, hostile: Bool,
                counting: Bool = true) throws -> JSONValue {
        let request = try DataServiceRequest(json: body, pageSizeCap: pageSizeCap, counting: counting)
        if !request.unknownColumns.isEmpty {
            counters?.refused(columns: request.unknownColumns)
            guard lenientColumns else { throw ServiceError(request.invalidColumnsMessage) }
        }
        switch request.kind {
        case .browse: return try browse(request, session: session, baseURL: baseURL, hostile: hostile)
        case .count: return try count(request, session: session)
        }
    }

    /// The first page of a BROWSE. With next-page processing, every match's row id is found now and kept
    /// with the result set (`DataServiceQuery`).
    func browse(_ request: DataServiceRequest, session: Session, baseURL: String, hostile: Bool) throws -> JSONValue {
        let query = try DataServiceQuery(request, compiler: Self.compiler(session))
        var rows = writer(query, session: session, hostile: hostile)
        guard request.nextPageProcessing else {
            // One row past the page says whether there are more; it is counted, not written.
            rows.limit = request.pageSize
            try database.read { try query.write(in: $0, limit: request.pageSize + 1, into: &rows) }
            return page(query: query, rows: rows, more: rows.overflowed, resultSet: nil, stackId: 1, stateId: 1,
                        rid: RandomBytes.hex(shapes == .real ? RealShapes.ridLength() : 15), session: session, baseURL: baseURL)
        }
        let rowids = try database.read { c in
            let rowids = try query.rowids(in: c)
            try query.write(in: c, ids: rowids.prefix(request.pageSize), into: &rows)
            return rowids
        }
        let more = rowids.count > request.pageSize
        let link = more ? resultSets.keep(token: session.token, owner: Self.owner(session), query: query, rowids: rowids,
                                          pageSize: request.pageSize, nextOffset: request.pageSize,
                                          ridLength: shapes == .real ? RealShapes.ridLength() : 15) : nil
        return page(query: query, rows: rows, more: more, resultSet: link,
                    stackId: link?.stackId ?? 1, stateId: 1, rid: link?.rid ?? RandomBytes.hex(shapes == .real ? RealShapes.ridLength() : 15),
                    session: session, baseURL: baseURL)
    }

    /// The next page of result set `rid`, or nil when it expired or is not this session's (JAS_MSG347).
    func next(rid: String, session: Session, baseURL: String, hostile: Bool) throws -> JSONValue? {
        guard let set = resultSets.resultSet(rid: rid, token: session.token, owner: Self.owner(session)) else { return nil }
        let end = min(set.rowids.count, set.nextOffset + set.pageSize)
        var rows = writer(set.query, session: session, hostile: hostile)
        try database.read { try set.query.write(in: $0, ids: set.rowids[min(set.nextOffset, end)..<end], into: &rows) }
        let more = end < set.rowids.count
        resultSets.advance(rid: rid, nextOffset: more ? end : nil)
        return page(query: set.query, rows: rows, more: more, resultSet: more ? set : nil,
                    stackId: set.stackId, stateId: set.stateId + 1, rid: set.rid, session: session, baseURL: baseURL)
    }

    private func writer(_ query: DataServiceQuery, session: Session, hostile: Bool) -> RowsetWriter {
        RowsetWriter(table: query.table, columns: query.columns, shapes: shapes, format: session.user.dateFormat, hostile: hostile)
    }

    /// Who may page a result set: its user on its device, whatever token that session holds now.
    static func owner(_ session: Session) -> String { session.user.username + "\u{0}" + session.deviceName }

    /// Conditions read in the session user's date format and decimal separator (contract §3).
    static func compiler(_ session: Session) -> ConditionCompiler {
        ConditionCompiler(dateFormat: session.user.dateFormat, decimalSeparator: session.user.decimalFormat)
    }

    // MARK: The answer

    private func page(query: DataServiceQuery, rows: consuming RowsetWriter, more: Bool, resultSet: ResultSet?,
                      stackId: Int, stateId: Int, rid: String, session: Session, baseURL: String) -> JSONValue {
        let table = query.table
        let columns = JSONValue.object(query.columns.map { ("\(table.name)_\($0.alias)", .string($0.title)) })
        let count = rows.count
        let rowset = JSONValue.raw(rows.json())
        let form = "fs_DATABROWSE_\(table.name)"
        let grid: JSONValue = [
            "title": .string("Data Browser - \(table.name) [\(table.title)]"),
            "data": ["gridData": [
                "id": 1, "fullGridId": "1", "columns": columns, "rowset": rowset,
                "summary": ["records": .int(count), "moreRecords": .bool(more)],
            ]],
            "errors": [], "warnings": [],
        ]
        var answer = [(form, grid)] + extras(table: table, stackId: stackId, stateId: stateId, rid: rid)
        if let resultSet {
            let ids = query.columns.map { "\(table.name).\($0.alias)" }.joined(separator: "|")
            let href = "\(baseURL)/v2/dataservice/next?stackId=\(resultSet.stackId)&stateId=\(stateId)&rid=\(resultSet.rid)"
                + "&fullGridId=1&formOID=\(table.name)&outputType=GRID_DATA&returnControlIDs=\(ids)"
                // Real links carry the token; the next page is still answered by the token the client sends.
                + (shapes == .real ? RealShapes.tokenQuery(session.token) : "")
            answer.append(("links", [["rel": "next", "href": .string(href)]]))
        }
        return .object(answer)
    }

    /// The top-level fields every data-service answer carries (§9): `stackId`… `sysErrors`, and `deprecated`
    /// in the real shapes.
    func extras(table: TableSpec, stackId: Int, stateId: Int, rid: String) -> [(String, JSONValue)] {
        var extras: [(String, JSONValue)] = [
            ("stackId", .int(stackId)), ("stateId", .int(stateId)), ("rid", .string(rid)),
            ("currentApp", .string("DATABROWSE_\(table.name)")),
            ("timeStamp", .string(Timestamps.dataService(clock.now()))), ("sysErrors", []),
        ]
        if shapes == .real { extras.append(("deprecated", true)) }
        return extras
    }

    /// A stored value in the real shapes (§9): `yyyyMMdd` dates (blank: null), blanks as one space, whole
    /// numbers as integers.
    static func realJSON(_ value: SQLValue, column: ColumnSpec, hostile: Bool) -> JSONValue {
        switch column.kind {
        case .integer:
            if case .integer(let i) = value { return .int(Int(i)) }
            return value.double.map(RealShapes.number) ?? .null
        case .decimal:
            return value.double.map(RealShapes.number) ?? .null
        case .date:
            return RealShapes.date(iso: value.string ?? "")
        case .code:
            return .string(RealShapes.text(value.string ?? ""))
        case .text:
            let text = value.string ?? ""
            return hostile && !text.isEmpty ? HostileText.corrupt(text) : .string(RealShapes.text(text))
        }
    }

    static func json(_ value: SQLValue, column: ColumnSpec, format: SimpleDateFormat, hostile: Bool) -> JSONValue {
        switch column.kind {
        case .integer:
            if case .integer(let i) = value { return .int(Int(i)) }
            return value.double.map(JSONValue.double) ?? .null
        case .decimal:
            return value.double.map(JSONValue.double) ?? .null
        case .date:
            return .string(format.format(iso: value.string ?? ""))
        case .code:
            return .string(value.string ?? "")
        case .text:
            let text = value.string ?? ""
            return hostile ? HostileText.corrupt(text) : .string(text)
        }
    }
}
