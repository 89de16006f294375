import Foundation

/// A saved arrangement of the home list (`:view save NAME`): its sort, its filter and its search text,
/// kept under `views` in the user's config file and applied with `:view NAME` or at start
/// (`display.default-view`). Amounts and days are kept as numbers, so a view reads the same whatever
/// `display.numbers` says.
public struct SavedView: Sendable, Equatable, Codable {
    /// The sort column (`QueueSort.Column`'s raw value) and direction.
    public var sort: String
    public var ascending: Bool
    public var orderTypes: [String]
    public var branches: [String]
    public var minimumAmount: Double?
    public var maximumAmount: Double?
    public var minimumDaysWaiting: Int?
    public var maximumDaysWaiting: Int?
    /// The last search text (`/`), which `n` and `N` go on with; empty for none.
    public var search: String

    public init(sort: QueueSort, filter: QueueFilter, search: String) {
        self.sort = sort.column.rawValue
        ascending = sort.ascending
        orderTypes = filter.orderTypes
        branches = filter.branches
        minimumAmount = filter.minimumAmount
        maximumAmount = filter.maximumAmount
        minimumDaysWaiting = filter.minimumDaysWaiting
        maximumDaysWaiting = filter.maximumDaysWaiting
        self.search = search
    }

    /// The sort it keeps (the default one when the file names a column this version does not know).
    public var queueSort: QueueSort {
        QueueSort.Column(rawValue: sort).map { QueueSort(column: $0, ascending: ascending) } ?? QueueSort()
    }

    public var queueFilter: QueueFilter {
        QueueFilter(orderTypes: orderTypes, branches: branches, minimumAmount: minimumAmount, maximumAmount: maximumAmount,
                    minimumDaysWaiting: minimumDaysWaiting, maximumDaysWaiting: maximumDaysWaiting)
    }

    /// The most views kept.
    public static let maximumCount = 50

    /// A view's name: 1 to 32 letters, digits, `-` and `_` (ASCII), so it is one word on the command line
    /// and inert everywhere.
    public static func isValidName(_ name: String) -> Bool {
        (1...32).contains(name.count) && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// Why `name` is not a view's name, in words.
    public static let nameRule = "a view's name has 1 to 32 letters, digits, - or _"

    /// Whether what the file holds is a view Signoff could have written (every list short and plain,
    /// numbers in range, a known sort column).
    var isSound: Bool {
        let codes = orderTypes + branches
        return QueueSort.Column(rawValue: sort) != nil && codes.count <= 100 && search.count <= 60
            && codes.allSatisfy { (1...12).contains($0.count) && !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
            && !search.unicodeScalars.contains { $0.properties.generalCategory == .control }
            && [minimumAmount, maximumAmount].allSatisfy { $0.map { $0.isFinite && $0 >= 0 } ?? true }
            && [minimumDaysWaiting, maximumDaysWaiting].allSatisfy { $0.map { (0...3650).contains($0) } ?? true }
    }

    /// The views of a config file's `views` object; the problems of those left out, in words.
    static func read(_ raw: Any) -> (views: [String: SavedView], problems: [String]) {
        guard let object = raw as? [String: Any] else { return ([:], ["views is not a JSON object; ignored"]) }
        var views: [String: SavedView] = [:]
        var problems: [String] = []
        for (name, value) in object.sorted(by: { $0.key < $1.key }) {
            guard isValidName(name) else { problems.append("views: “\(name.prefix(40))” is no view name (\(nameRule)); ignored"); continue }
            guard let data = try? JSONSerialization.data(withJSONObject: value),
                  let view = try? JSONDecoder().decode(SavedView.self, from: data), view.isSound else {
                problems.append("views: “\(name)” could not be read; ignored")
                continue
            }
            views[name] = view
        }
        return (views, problems)
    }

    /// The `views` object to write.
    static func jsonObject(_ views: [String: SavedView]) -> [String: Any] {
        let encoder = JSONEncoder()
        return views.compactMapValues { view in
            (try? encoder.encode(view)).flatMap { try? JSONSerialization.jsonObject(with: $0) }
        }
    }
}
