/// What a status that came with a page instead of JSON means, in words (contract §9: gateways in front
/// of AIS answer 502/503/504 with an HTML page, which is never shown).
enum GatewayStatus {
    static func words(for status: Int) -> String {
        switch status {
        case 502: return "Bad Gateway — the proxy in front of the AIS server got no valid answer from it (AIS may be down or restarting)"
        case 503: return "Service Unavailable — the AIS server is not taking requests now (maintenance or overload)"
        case 504: return "Gateway Timeout — the proxy in front of the AIS server gave up waiting for it"
        case 500: return "Internal Server Error, with a page instead of an AIS answer"
        default: return "a page instead of an AIS answer"
        }
    }
}
