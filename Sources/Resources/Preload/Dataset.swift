/// A set of data the preload fetches, with its class (see docs/ARCHITECTURE.md, "Data").
public enum Dataset: String, CaseIterable, Sendable, Hashable {
    case codes, branches, queue, headers, lines, names, defaultBranch

    public enum DataClass: Sendable { case foundation, dynamic, branch }

    public var dataClass: DataClass {
        switch self {
        case .codes, .branches: return .foundation
        case .queue, .headers, .lines, .names: return .dynamic
        case .defaultBranch: return .branch
        }
    }

    /// How the Loading scene names it.
    public var title: String {
        switch self {
        case .codes: return "User defined codes"
        case .branches: return "Branch/plants"
        case .queue: return "Approval queue"
        case .headers: return "Order headers"
        case .lines: return "Order lines"
        case .names: return "Names"
        case .defaultBranch: return "Default branch"
        }
    }

    /// What it waits for before it can start.
    public var prerequisites: [Dataset] {
        switch self {
        case .headers, .lines: return [.queue]
        case .names: return [.queue, .headers]
        default: return []
        }
    }
}
