/// Fault settings as the admin endpoint shows and takes them.
extension FaultSettings {
    var json: JSONValue {
        [
            "latencyMilliseconds": .int(latencyMilliseconds), "jitterMilliseconds": .int(jitterMilliseconds),
            "errorRate": .double(errorRate),
            "endpointErrorRates": .object(endpointErrorRates.sorted { $0.key < $1.key }.map { ($0.key, .double($0.value)) }),
            "dropRate": .double(dropRate), "decisionLostRate": .double(decisionLostRate),
            "decisionLostAfterMilliseconds": .int(decisionLostAfterMilliseconds), "hostileText": .bool(hostileText),
            "tokenLifetimeSeconds": .double(tokenLifetimeSeconds), "resultSetLifetimeSeconds": .double(resultSetLifetimeSeconds),
            "refusedOrders": .array(refusedOrders.sorted().map(JSONValue.int)), "tokenUses": .int(tokenUses),
            "resetDecisions": .int(resetDecisions), "noCounting": .bool(noCounting),
            "refuseLogins": .bool(refuseLogins),
        ]
    }

    /// These settings with the fields present in `json` replaced; unknown fields and bad values are refused.
    func applying(_ json: JSONValue) throws(ServiceError) -> FaultSettings {
        guard case .object(let pairs) = json else { throw ServiceError("the settings must be a JSON object", status: 400) }
        var s = self
        for (name, value) in pairs {
            switch name {
            case "latencyMilliseconds": s.latencyMilliseconds = try Self.count(value, name)
            case "jitterMilliseconds": s.jitterMilliseconds = try Self.count(value, name)
            case "errorRate": s.errorRate = try Self.rate(value, name)
            case "endpointErrorRates":
                guard case .object(let rates) = value else { throw ServiceError("\(name) must be an object", status: 400) }
                var map: [String: Double] = [:]
                for (endpoint, rate) in rates {
                    guard Endpoint(rawValue: endpoint) != nil else {
                        throw ServiceError("unknown endpoint \(endpoint.prefix(40)); known: \(Endpoint.allCases.map(\.rawValue).joined(separator: ", "))", status: 400)
                    }
                    map[endpoint] = try Self.rate(rate, endpoint)
                }
                s.endpointErrorRates = map
            case "dropRate": s.dropRate = try Self.rate(value, name)
            case "decisionLostRate": s.decisionLostRate = try Self.rate(value, name)
            case "decisionLostAfterMilliseconds": s.decisionLostAfterMilliseconds = try Self.count(value, name)
            case "hostileText": s.hostileText = try Self.flag(value, name)
            case "noCounting": s.noCounting = try Self.flag(value, name)
            case "refuseLogins": s.refuseLogins = try Self.flag(value, name)
            case "tokenLifetimeSeconds": s.tokenLifetimeSeconds = try Self.seconds(value, name)
            case "resultSetLifetimeSeconds": s.resultSetLifetimeSeconds = try Self.seconds(value, name)
            case "refusedOrders":
                guard let items = value.arrayValue else { throw ServiceError("\(name) must be an array of order numbers", status: 400) }
                var orders = Set<Int>()
                for item in items {
                    guard let n = item.intValue, (1...99_999_999).contains(n) else {
                        throw ServiceError("\(name) must hold order numbers from 1 to 99999999", status: 400)
                    }
                    orders.insert(n)
                }
                s.refusedOrders = orders
            case "tokenUses": s.tokenUses = try Self.uses(value, name)
            case "resetDecisions": s.resetDecisions = try Self.uses(value, name)
            default: throw ServiceError("unknown setting \(name.prefix(40))", status: 400)
            }
        }
        return s
    }

    private static func flag(_ value: JSONValue, _ name: String) throws(ServiceError) -> Bool {
        guard let flag = value.boolValue else { throw ServiceError("\(name) must be true or false", status: 400) }
        return flag
    }

    private static func count(_ value: JSONValue, _ name: String) throws(ServiceError) -> Int {
        guard let n = value.intValue, (0...600_000).contains(n) else {
            throw ServiceError("\(name) must be a whole number of milliseconds from 0 to 600000", status: 400)
        }
        return n
    }

    private static func uses(_ value: JSONValue, _ name: String) throws(ServiceError) -> Int {
        guard let n = value.intValue, (0...1_000_000).contains(n) else {
            throw ServiceError("\(name) must be a whole number from 0 to 1000000", status: 400)
        }
        return n
    }

    private static func rate(_ value: JSONValue, _ name: String) throws(ServiceError) -> Double {
        guard let r = value.doubleValue, (0...1).contains(r) else { throw ServiceError("\(name) must be a number from 0 to 1", status: 400) }
        return r
    }

    private static func seconds(_ value: JSONValue, _ name: String) throws(ServiceError) -> Double {
        guard let s = value.doubleValue, s >= 0, s <= 31_536_000 else {
            throw ServiceError("\(name) must be a number of seconds from 0 to 31536000", status: 400)
        }
        return s
    }
}
