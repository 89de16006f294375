@testable import AISSimulator

extension SimulatorHarness {
    /// Sends the approval of `row`'s order on a raw connection and returns it unread. A raw connection,
    /// because URLSession on Linux waits for its timeout when a connection dies without an answer to a POST.
    func rawApproval(of row: JSONValue, _ login: Login) throws -> RawHTTPConnection {
        let body: JSONValue = .object(login.credentials + [("OrderNumber", row["F4209_DOCO"] ?? 0), ("OrderType", row["F4209_DCTO"] ?? ""),
                                                           ("OrderCompany", row["F4209_KCOO"] ?? ""), ("OrderSuffix", row["F4209_SFXO"] ?? "")])
        let json = JSONWriter.string(body)
        let connection = try RawHTTPConnection(port: sut.port)
        connection.send("POST /jderest/v3/orchestrator/ORCH_ApprovePurchaseOrder HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        + "Content-Length: \(json.utf8.count)\r\n\r\n\(json)")
        return connection
    }
}
