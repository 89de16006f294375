import AIS

/// Mutates a parsed answer and writes it back, so the result is valid JSON of the wrong shape: values of
/// another type, keys missing or repeated, huge numbers, odd strings, rows of rows. Byte mutations
/// mostly stop at the parser; these reach the decoders behind it.
enum JSONMutator {
    static let oddStrings = ["", " ", "   4001   ", "-1", "1.5", "1e308", "NaN", "inf", "0x1F", "９９", "٣", "2026-02-30", "12/31/9999",
                             "00/00/0000", "31.12.99", "\u{0}", "\u{1B}[2J\u{1B}]0;pwned\u{7}", "\u{202E}evil", "é\u{301}", "🇫🇷",
                             String(repeating: "x", count: 5_000), "true", "null", "'; DROP TABLE F4209; --", "%s%n%x", "E920"]
    static let oddNumbers: [JSONValue] = [.int(0), .int(-1), .int(Int(Int32.max) + 1), .int(Int.max), .int(Int.min),
                                          .double(1e308), .double(-1e308), .double(.leastNonzeroMagnitude), .double(0.1), .double(-0.0),
                                          .double(9.2e18), .double(9.3e18), .double(-9.3e18), .double(1.5)]

    static func mutate(_ value: JSONValue, random: inout FuzzRandom) -> JSONValue {
        var result = value
        for _ in 0..<(random.chance(60) ? 1 : random.int(2...4)) {
            let count = nodeCount(result)
            result = replacingNode(result, at: random.below(count), random: &random)
        }
        return result
    }

    static func nodeCount(_ value: JSONValue) -> Int {
        switch value {
        case .array(let items): return 1 + items.reduce(0) { $0 + nodeCount($1) }
        case .object(let pairs): return 1 + pairs.reduce(0) { $0 + nodeCount($1.value) }
        default: return 1
        }
    }

    /// The tree with node number `target` (pre-order) changed.
    static func replacingNode(_ value: JSONValue, at target: Int, random: inout FuzzRandom) -> JSONValue {
        var counter = target
        return walk(value, counter: &counter, random: &random)
    }

    private static func walk(_ value: JSONValue, counter: inout Int, random: inout FuzzRandom) -> JSONValue {
        if counter == 0 { counter = -1; return changed(value, random: &random) }
        counter -= 1
        switch value {
        case .array(let items):
            var out: [JSONValue] = []
            for item in items {
                out.append(counter >= 0 ? walk(item, counter: &counter, random: &random) : item)
            }
            return .array(out)
        case .object(let pairs):
            var out: [(key: String, value: JSONValue)] = []
            for pair in pairs {
                out.append((pair.key, counter >= 0 ? walk(pair.value, counter: &counter, random: &random) : pair.value))
            }
            return .object(out)
        default:
            return value
        }
    }

    private static func changed(_ value: JSONValue, random: inout FuzzRandom) -> JSONValue {
        switch random.below(12) {
        case 0: return .null
        case 1: return .bool(random.chance(50))
        case 2: return random.pick(oddNumbers)
        case 3: return .string(random.pick(oddStrings))
        case 4: return .array(random.chance(50) ? [] : [value, value])
        case 5: return .object(random.chance(50) ? [] : [("value", value)])
        case 6:  // a scalar as text, text as a number
            if case .string(let s) = value, let d = Double(s), d.isFinite { return .double(d) }
            return value.text.map { .string($0) } ?? .string("")
        case 7:  // drop a key, or every key
            guard case .object(var pairs) = value, !pairs.isEmpty else { return .null }
            if random.chance(20) { return .object([]) }
            pairs.remove(at: random.below(pairs.count))
            return .object(pairs)
        case 8:  // repeat a key with another value (the first wins for the client, a hostile server can send both)
            guard case .object(var pairs) = value, !pairs.isEmpty else { return value }
            let pair = pairs[random.below(pairs.count)]
            let other = changed(pair.value, random: &random)
            pairs.insert((pair.key, other), at: random.below(pairs.count + 1))
            return .object(pairs)
        case 9:  // many copies of an element (rows, links)
            guard case .array(let items) = value, let first = items.first else { return .array([value]) }
            return .array(items + Array(repeating: first, count: random.pick([1, 10, 500])))
        case 10:  // nesting just inside and just past the limit
            var nested = value
            for _ in 0..<random.pick([10, 60, 62, 63, 70]) { nested = .array([nested]) }
            return nested
        default:  // shuffle an object's keys or an array's items
            switch value {
            case .object(let pairs): return .object(pairs.shuffled(using: &random))
            case .array(let items): return .array(items.shuffled(using: &random))
            default: return .string(random.pick(oddStrings))
            }
        }
    }
}
