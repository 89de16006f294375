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

    /// The answer to a data-service request: a first page, or a count. Without `counting`, an AGGREGATION is
    /// refused (`500`) as by a server that offers none. `baseURL` (`http://HOST:PORT/jderest`) prefixes the
    /// next-page link.
    func answer(_ body: JSONValue, session: Session, baseURL: String, hostile: Bool,
                counting: Bool = true) throws -> JSONValue {
        let request = try DataServiceRequest(json: body, pageSizeCap: pageSizeCap, counting: counting)
        switch request.kind {
        case .browse: return try browse(request, session: session, baseURL: baseURL, hostile: hostile)
        case .count: return try count(request, session: session)
        }
    }

    /// The first page of a BROWSE. With next-page processing, every match's row id is found now and kept
    /// with the result set (`DataServiceQuery`).
    func browse(_ request: DataServiceRequest, session: Session, baseURL: String, hostile: Bool) throws -> JSONValue {
        let query = try DataServiceQuery(request, compiler: Self.compiler(session))
        guard request.nextPageProcessing else {
            let rows = try database.read { try query.rows(in: $0, limit: request.pageSize + 1) }
            return page(query: query, rows: rows.prefix(request.pageSize), more: rows.count > request.pageSize, resultSet: nil,
                        stackId: 1, stateId: 1, rid: RandomBytes.hex(shapes == .real ? RealShapes.ridLength() : 15),
                        session: session, baseURL: baseURL, hostile: hostile)
        }
        let (rowids, rows) = try database.read { c in
            let rowids = try query.rowids(in: c)
            return (rowids, try query.rows(in: c, ids: rowids.prefix(request.pageSize)))
        }
        let more = rowids.count > request.pageSize
        let link = more ? resultSets.keep(token: session.token, owner: Self.owner(session), query: query, rowids: rowids,
                                          pageSize: request.pageSize, nextOffset: request.pageSize,
                                          ridLength: shapes == .real ? RealShapes.ridLength() : 15) : nil
        return page(query: query, rows: rows[...], more: more, resultSet: link,
                    stackId: link?.stackId ?? 1, stateId: 1, rid: link?.rid ?? RandomBytes.hex(shapes == .real ? RealShapes.ridLength() : 15),
                    session: session, baseURL: baseURL, hostile: hostile)
    }

    /// The next page of result set `rid`, or nil when it expired or is not this session's (JAS_MSG347).
    func next(rid: String, session: Session, baseURL: String, hostile: Bool) throws -> JSONValue? {
        guard let set = resultSets.resultSet(rid: rid, token: session.token, owner: Self.owner(session)) else { return nil }
        let end = min(set.rowids.count, set.nextOffset + set.pageSize)
        let rows = try database.read { try set.query.rows(in: $0, ids: set.rowids[min(set.nextOffset, end)..<end]) }
        let more = end < set.rowids.count
        resultSets.advance(rid: rid, nextOffset: more ? end : nil)
        return page(query: set.query, rows: rows[...], more: more, resultSet: more ? set : nil,
                    stackId: set.stackId, stateId: set.stateId + 1, rid: set.rid,
                    session: session, baseURL: baseURL, hostile: hostile)
    }

    /// Who may page a result set: its user on its device, whatever token that session holds now.
    static func owner(_ session: Session) -> String { session.user.username + "\u{0}" + session.deviceName }

    /// Conditions read in the session user's date format and decimal separator (contract §3).
    static func compiler(_ session: Session) -> ConditionCompiler {
        ConditionCompiler(dateFormat: session.user.dateFormat, decimalSeparator: session.user.decimalFormat)
    }

    // MARK: The answer

    private func page(query: DataServiceQuery, rows: ArraySlice<[SQLValue]>, more: Bool, resultSet: ResultSet?,
                      stackId: Int, stateId: Int, rid: String, session: Session, baseURL: String, hostile: Bool) -> JSONValue {
        let table = query.table
        let keys = query.columns.map { "\(table.name)_\($0.alias)" }
        let columns = JSONValue.object(query.columns.enumerated().map { (keys[$0.offset], .string($0.element.title)) })
        let rowset = JSONValue.raw(String(decoding: rowsetJSON(rows, query: query, keys: keys, session: session, hostile: hostile),
                                          as: UTF8.self))
        let form = "fs_DATABROWSE_\(table.name)"
        let grid: JSONValue = [
            "title": .string("Data Browser - \(table.name) [\(table.title)]"),
            "data": ["gridData": [
                "id": 1, "fullGridId": "1", "columns": columns, "rowset": rowset,
                "summary": ["records": .int(rows.count), "moreRecords": .bool(more)],
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

    /// The rows as a JSON array, written straight from the stored values: a page of 500 order lines is
    /// 10,000 values, and building a JSON tree of them first cost more than the query.
    private func rowsetJSON(_ rows: ArraySlice<[SQLValue]>, query: DataServiceQuery, keys: [String], session: Session,
                            hostile: Bool) -> [UInt8] {
        let format = session.user.dateFormat
        let keyBytes: [[UInt8]] = keys.enumerated().map { i, key in
            var bytes: [UInt8] = i == 0 ? [] : [UInt8(ascii: ",")]
            JSONWriter.writeString(key, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            return bytes
        }
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(rows.count * keys.count * 24 + 2)
        for (n, values) in rows.enumerated() {
            out.append(contentsOf: n == 0 ? [UInt8(ascii: "{")] : [UInt8(ascii: ","), UInt8(ascii: "{")])
            for (i, column) in query.columns.enumerated() {
                out.append(contentsOf: keyBytes[i])
                JSONWriter.write(shapes == .real
                    ? Self.realJSON(values[i], column: column, hostile: hostile)
                    : Self.json(values[i], column: column, format: format, hostile: hostile), into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return out
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
