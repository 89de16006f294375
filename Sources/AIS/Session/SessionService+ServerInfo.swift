import Foundation

/// What an AIS server says of itself before any login (`GET /jderest/defaultconfig`, contract §9): its
/// release and the capabilities it offers (`applicationStack` for P43081 decisions, `orchestrator`).
public struct AISServerInfo: Sendable, Equatable {
    /// `aisVersion` ("9.2.8.3"); empty when the server did not say.
    public var aisVersion: String
    /// The `name`s of `capabilityList`, as sent (untrusted text, capped).
    public var capabilities: [String]

    public init(aisVersion: String, capabilities: [String]) {
        self.aisVersion = aisVersion
        self.capabilities = capabilities
    }

    public func offers(_ capability: String) -> Bool { capabilities.contains(capability) }
}

extension SessionService {
    /// The server's release and capabilities (§9). A server that answers but not with this document is
    /// `notAnAISServer`; an unreachable one throws as any request does.
    public func serverInfo() async throws -> AISServerInfo {
        let request = HTTPRequest(method: "GET", url: configuration.url("defaultconfig"), headers: ["Accept": "application/json"],
                                  timeout: configuration.requestTimeout)
        let response = try await requester.transport.send(request)
        guard (200..<300).contains(response.status) else {
            throw AISError.notAnAISServer("defaultconfig answered \(response.status)")
        }
        guard let json = try? JSONParser.parse(response.body), case .object = json else {
            throw AISError.notAnAISServer("defaultconfig is not JSON")
        }
        let names = (json["capabilityList"]?.arrayValue ?? []).prefix(200).compactMap { $0["name"]?.text }
        return AISServerInfo(aisVersion: AISError.capped(json["aisVersion"]?.text ?? "", 40),
                             capabilities: names.map { AISError.capped($0, 60) })
    }
}
