import AIS
import AISSimulator
import Foundation
import Resources
import Store

/// A simulator on a free loopback port and a workspace logged in to it, for one test.
final class SimulatorFixture: @unchecked Sendable {
    let simulator: SimulatorServer
    let database: Database
    let workspace: ServerWorkspace

    init(orders: Int = 30, seed: Int = 42, configure: (inout SimulatorConfiguration) -> Void = { _ in }) throws {
        var configuration = SimulatorConfiguration()
        configuration.orders = orders
        configuration.seed = seed
        configure(&configuration)
        simulator = try SimulatorServer(configuration: configuration)
        try simulator.start()
        database = try Database()
        try database.migrate(ClientSchema.migrations)
        let ais = AISConfiguration(baseURL: URL(string: simulator.baseURL)!, environment: "JDV920", role: "*ALL",
                                   deviceName: "signoff-test0001")
        workspace = ServerWorkspace(configuration: ais, database: database)
    }

    func login(_ user: String = "DEMO", _ password: String = "demo") async throws -> AISSession {
        try await workspace.gate.login(username: user, password: password)
    }

    func count(_ table: String) throws -> Int {
        try database.read { try $0.scalar("SELECT count(*) FROM \(table)").int ?? 0 }
    }

    deinit { simulator.stop() }
}
