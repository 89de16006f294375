/// The fixed part of the demo: approvers who can log in, the buyers who raise orders, and the approval
/// routes (budget step, then monetary steps). Documented in docs/SIMULATOR.md and `signoff-ais --help`.
enum DemoPeople {
    struct User: Sendable {
        let username: String
        let password: String
        let addressNumber: Int
        let alphaName: String
        let dateFormat: String
        let decimalFormat: String
        let approvalLimit: Double
        let defaultBranch: String
        let timeZone: String
        let about: String
    }

    struct RouteStep: Sendable {
        let approver: Int
        /// 1 = budget (`1N`/`1A`), 2 = monetary (`2N`/`2A`).
        let level: Int
    }

    static let demo = User(username: "DEMO", password: "demo", addressNumber: 4242, alphaName: "Demo, Dana",
                           dateFormat: "MM/dd/yyyy", decimalFormat: ".", approvalLimit: 25_000, defaultBranch: "M30",
                           timeZone: "UTC-05:00", about: "main approver: the generated queue awaits DEMO")
    static let marie = User(username: "MARIE", password: "demo", addressNumber: 4243, alphaName: "Lefèvre, Marie-Hélène",
                            dateFormat: "dd/MM/yyyy", decimalFormat: ",", approvalLimit: 250_000, defaultBranch: "M10",
                            timeZone: "UTC+01:00", about: "monetary approver after DEMO")
    static let kenji = User(username: "KENJI", password: "demo", addressNumber: 4244, alphaName: "田中 健二 (Tanaka, Kenji)",
                            dateFormat: "yyyy/MM/dd", decimalFormat: ".", approvalLimit: 10_000_000, defaultBranch: "M20",
                            timeZone: "UTC+09:00", about: "last monetary approver of every route")
    static let olu = User(username: "OLU", password: "demo", addressNumber: 4245, alphaName: "Okafor, Oluwaseun",
                          dateFormat: "MM/dd/yyyy", decimalFormat: ".", approvalLimit: 5_000, defaultBranch: "M30",
                          timeZone: "UTC-05:00", about: "budget approver before DEMO")
    static let idle = User(username: "IDLE", password: "demo", addressNumber: 4246, alphaName: "Idle, Ingrid",
                           dateFormat: "dd/MM/yyyy", decimalFormat: ".", approvalLimit: 50_000, defaultBranch: "30",
                           timeZone: "UTC", about: "has nothing to approve")

    /// A JDE user with no address book record: its token answer carries `addressNumber` 0 (contract
    /// §2.1), so it has no approval queue; the client must say why instead of showing an empty list.
    static let noAddress = User(username: "NOADDR", password: "demo", addressNumber: 0, alphaName: "",
                                dateFormat: "MM/dd/yyyy", decimalFormat: ".", approvalLimit: 0, defaultBranch: "M30",
                                timeZone: "UTC", about: "no address number (0): no approval queue")

    static let users = [demo, marie, kenji, olu, idle, noAddress]

    /// Buyers who raise the orders (originators: `F4209.AN8`, `F4301.ORBY`).
    static let buyers: [(addressNumber: Int, username: String, alphaName: String)] = [
        (4301, "BUYER1", "Novák, Jiří"), (4302, "BUYER2", "O'Connor, Siobhán"), (4303, "BUYER3", "Nakamura, Yui"),
        (4304, "BUYER4", "Søndergaard, Mads"), (4305, "BUYER5", "Fernández-Núñez, Ángel"), (4306, "BUYER6", "Smith, Pat"),
    ]

    /// Route code → steps in order.
    static let routes: [(code: String, steps: [RouteStep])] = [
        ("BUDMON1", [RouteStep(approver: demo.addressNumber, level: 1), RouteStep(approver: marie.addressNumber, level: 2),
                     RouteStep(approver: kenji.addressNumber, level: 2)]),
        ("BUDMON2", [RouteStep(approver: olu.addressNumber, level: 1), RouteStep(approver: demo.addressNumber, level: 2),
                     RouteStep(approver: marie.addressNumber, level: 2), RouteStep(approver: kenji.addressNumber, level: 2)]),
        ("MONEY", [RouteStep(approver: demo.addressNumber, level: 2), RouteStep(approver: kenji.addressNumber, level: 2)]),
        // The route of the orders DEMO raised (`DemoRaisedOrders`): DEMO approves none of them.
        ("BUDMON3", [RouteStep(approver: olu.addressNumber, level: 1), RouteStep(approver: marie.addressNumber, level: 2),
                     RouteStep(approver: kenji.addressNumber, level: 2)]),
    ]

    static let company = "00200"
}
