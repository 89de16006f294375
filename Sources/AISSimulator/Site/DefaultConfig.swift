/// `GET /jderest/defaultconfig` (contract §9): the server's release and capabilities, answered without a
/// login, in the shape Tools 9.2.8 servers send.
enum DefaultConfig {
    static let aisVersion = "9.2.8.3"

    /// The capabilities this simulator has, with the release each came in.
    static let capabilities: [(name: String, description: String, release: String)] = [
        ("grid", "Grid Actions", "9.1.4.4"),
        ("processingOption", "Processing Options", "9.1.4.6"),
        ("applicationStack", "Application Stack", "9.2.1.2"),
        ("dataService", "Data Service", "9.2.0.0"),
        ("mediaObjects", "Media Objects", "9.2.0.0"),
        ("orchestrator", "Orchestrator", "9.2.1.0"),
        ("aggregation", "Aggregation in the data service", "9.2.1.0"),
    ]

    static func answer(sessionTimeoutMinutes: Int) -> JSONValue {
        let list = capabilities.map { item -> JSONValue in
            ["name": .string(item.name), "shortDescription": .string(item.description),
             "longDescription": .string(item.description + " (signoff-ais)"), "asOfRelease": .string(item.release)]
        }
        return [
            "jasHost": "jas.example", "jasPort": "8080", "jasProtocol": "http", "aisVersion": .string(aisVersion),
            "ssoAllowed": false, "allowSelfSignedSsl": false, "sessionTimeout": .string(String(max(1, sessionTimeoutMinutes))),
            "timeToLive": "720", "requiredCapabilities": "applicationStack,orchestrator", "keepJasSessionOpen": true,
            "jasSessionCookieName": "JSESSIONID", "capabilityList": .array(list),
        ]
    }
}
