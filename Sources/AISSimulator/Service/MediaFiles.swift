import Foundation
import Store

/// File and link attachments of purchase orders (contract §7: `moType` 5 files, `moType` 2 links), made
/// rather than stored: the first three orders awaiting DEMO when the simulator starts come with some (the
/// first a quote PDF and a link, the second a PNG, the third a PDF, each named by its order number), and
/// `POST /admin/orders/{key}/files` adds more to any order (a file of a given size for the size-limit tests,
/// a link of any text for the untrusted-text tests). Their sequences start at 901, past any text's.
struct MediaFiles: Sendable {
    static let firstSequence = 901
    /// The largest file the admin endpoint makes (its bytes are made when asked for, then dropped).
    static let maximumBytes = 100 * 1024 * 1024

    enum Content: Sendable, Equatable {
        case pdf(title: String)
        case png
        case filler(bytes: Int)
    }

    struct Item: Sendable, Equatable {
        var sequence: Int
        var itemName: String
        /// The file's name; nil for a link.
        var fileName: String?
        var content: Content?
        var link: String?
        var updateDate: String
        var updateUser: String

        var isImage: Bool { content == .png }
        var contentType: String {
            switch content {
            case .png: return "image/png"
            case .pdf, .filler: return "application/pdf"
            case nil: return ""
            }
        }
        var bytes: [UInt8] {
            switch content {
            case .pdf(let title): return DemoFileBytes.pdf(title: title)
            case .png: return DemoFileBytes.png()
            case .filler(let count): return DemoFileBytes.filler(count: count)
            case nil: return []
            }
        }
        var size: Int {
            if case .filler(let count) = content { return count }
            return bytes.count
        }
    }

    let database: Database
    private let added = Locked<[String: [Item]]>([:])
    /// The order numbers with demo files and links, chosen once at start (a decision later does not move them).
    let demoOrders: [Int]

    init(database: Database) {
        self.database = database
        demoOrders = (try? database.read { c in
            try c.query("SELECT DISTINCT DOCO FROM F4209 WHERE RPER = ? AND ASTS IN ('1N', '2N') ORDER BY DOCO LIMIT 3",
                        [.integer(Int64(DemoPeople.demo.addressNumber))]).compactMap { $0.int("DOCO") }
        }) ?? []
    }

    /// The order's files and links, demo ones first.
    func list(_ key: OrderKey) throws -> [Item] {
        let exists = try database.read { c in try c.first("SELECT UPMJ FROM F4301 WHERE \(OrderKey.whereClause)", key.parameters) }
        guard let row = exists else { return [] }
        let day = row.string("UPMJ") ?? ""
        return Self.demo(key, day: day, place: demoOrders.firstIndex(of: key.number)) + added.withLock { $0[key.description] ?? [] }
    }

    func item(_ key: OrderKey, sequence: Int) throws -> Item? {
        try list(key).first { $0.sequence == sequence }
    }

    /// Adds a file (`name`, with `kind` pdf, png or filler and `bytes` for filler) or a link to an existing order.
    func add(_ key: OrderKey, body: JSONValue, user: String, day: String) throws -> Item {
        let current = try list(key)
        guard try database.read({ c in try c.first("SELECT 1 FROM F4301 WHERE \(OrderKey.whereClause)", key.parameters) }) != nil else {
            throw ServiceError("Order \(key) does not exist", status: 404)
        }
        let sequence = (current.map(\.sequence).max() ?? Self.firstSequence - 1) + 1
        var item = Item(sequence: sequence, itemName: "", updateDate: day, updateUser: user)
        if let link = body["link"]?.stringValue {
            guard link.utf8.count <= 4096 else { throw ServiceError("A link has at most 4096 bytes", status: 400) }
            item.link = link
            item.itemName = body["itemName"]?.stringValue ?? link
        } else if let name = body["name"]?.stringValue, !name.isEmpty, name.utf8.count <= 1024 {
            item.fileName = name
            item.itemName = body["itemName"]?.stringValue ?? name
            switch body["kind"]?.stringValue ?? "pdf" {
            case "pdf": item.content = .pdf(title: "Attachment \(name) of order \(key.number)")
            case "png": item.content = .png
            case "filler":
                guard let count = body["bytes"]?.lenientDouble.map(Int.init), (1...Self.maximumBytes).contains(count) else {
                    throw ServiceError("bytes must be a whole number from 1 to \(Self.maximumBytes)", status: 400)
                }
                item.content = .filler(bytes: count)
            default: throw ServiceError("kind must be pdf, png or filler", status: 400)
            }
        } else {
            throw ServiceError("give name (a file: kind pdf, png or filler with bytes) or link", status: 400)
        }
        added.withLock { $0[key.description, default: []].append(item) }
        return item
    }

    /// The demo's own, by the order's `place` among `demoOrders` (nil: none).
    static func demo(_ key: OrderKey, day: String, place: Int?) -> [Item] {
        func file(_ sequence: Int, _ name: String, _ content: Content) -> Item {
            Item(sequence: sequence, itemName: name, fileName: name, content: content, updateDate: day, updateUser: "BUYER1")
        }
        switch place {
        case 0:
            return [file(firstSequence, "Quote-\(key.number).pdf", .pdf(title: "Quote for order \(key.number)")),
                    Item(sequence: firstSequence + 1, itemName: "Supplier catalogue", link: "https://example.com/catalogue/\(key.number)",
                         updateDate: day, updateUser: "BUYER1")]
        case 1: return [file(firstSequence, "Delivery-\(key.number).png", .png)]
        case 2: return [file(firstSequence, "Terms-\(key.number).pdf", .pdf(title: "Terms for order \(key.number)"))]
        default: return []
        }
    }
}
