import Store

/// Counting (contract §3, "optional on a server"): an `AGGREGATION` request with `COUNT` of `*` and the
/// same `query` as a BROWSE answers how many rows match, without reading them.
extension DataService {
    /// `{ "ds_F4209": { "output": [ { "COUNT": n } ] } }`; the real shapes add the top-level fields every
    /// data-service answer carries (§9). Nothing is kept: there is no next page.
    func count(_ request: DataServiceRequest, session: Session) throws -> JSONValue {
        let compiled = try Self.compiler(session).compile(request.conditions, matchAny: request.matchAny)
        var sql = "SELECT COUNT(*) FROM \(request.table.quotedName)"
        if !compiled.sql.isEmpty { sql += " WHERE \(compiled.sql)" }
        let count = try database.read { try $0.scalar(sql, compiled.parameters).int ?? 0 }
        let output: (String, JSONValue) = ("ds_\(request.table.name)", ["output": [["COUNT": .int(count)]]])
        guard shapes == .real else { return .object([output]) }
        let rid = RandomBytes.hex(RealShapes.ridLength())
        return .object([output] + extras(table: request.table, stackId: 1, stateId: 1, rid: rid))
    }
}
