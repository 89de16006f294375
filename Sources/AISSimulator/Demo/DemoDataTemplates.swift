import Foundation
import Store

/// Demo data sets generated once per process for each (orders, seed) and copied into every in-memory
/// simulator that asks for the same: a test suite starts hundreds of small simulators, and generating each
/// anew (2,000 items, their stock, the orders, indexes) kept both cores of a 2-core machine busy for most of
/// a minute, starving every other test of the cooperative pool. Larger data sets are generated each time
/// (a process seldom starts two, and a template would only hold memory).
enum DemoDataTemplates {
    /// The largest data set kept as a template.
    static let largestKept = 2_000

    private struct Key: Hashable {
        let orders: Int
        let seed: Int
    }

    private final class Templates: @unchecked Sendable {
        let lock = NSLock()
        var made: [Key: (database: Database, summary: DemoDataGenerator.Summary)] = [:]
    }

    private static let templates = Templates()

    /// Fills `database` (new, migrated, in memory) with the demo data of `orders` and `seed`: a copy of the
    /// template, generated first when this process has none for them.
    static func fill(_ database: Database, orders: Int, seed: Int) throws -> DemoDataGenerator.Summary {
        guard orders <= largestKept else { return try DemoDataGenerator(orders: orders, seed: seed).generate(into: database) }
        let key = Key(orders: orders, seed: seed)
        // Held while a template is generated: a second simulator asking for it waits for it, rather than
        // generating it again beside it.
        let template = try templates.lock.withLock { () -> (database: Database, summary: DemoDataGenerator.Summary) in
            if let made = templates.made[key] { return made }
            let made = try Database()
            try made.migrate(Schema.migrations)
            let summary = try DemoDataGenerator(orders: orders, seed: seed).generate(into: made)
            templates.made[key] = (made, summary)
            return (made, summary)
        }
        try database.copy(from: template.database)
        return template.summary
    }
}
