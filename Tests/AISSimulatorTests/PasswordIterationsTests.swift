@testable import AISSimulator
import Foundation
import Store
import Testing

/// A simulator's demo passwords are hashed with the iterations its configuration gives (tests lower them
/// so that their logins cost little), and the demo users still log in with them, the wrong password not.
@Suite struct PasswordIterationsTests {
    @Test func theConfiguredIterationsAreStoredAndTheDemoUsersLogInWithThem() async throws {
        // Given: a simulator keeping its data in a file, with 16 iterations
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-iterations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = SimulatorConfiguration(orders: 3, seed: 2, databasePath: folder.appendingPathComponent("sim.sqlite").path)
        configuration.passwordIterations = 16
        let sut = try SimulatorServer(configuration: configuration)
        // Then every demo user's password is stored with 16 iterations
        let stored = try Database(path: configuration.databasePath!)
        let counts = try stored.read { c in try c.query("SELECT DISTINCT PASSWORD_ITERATIONS FROM SIM_USER").map { $0[0].int } }
        #expect(counts == [16])
        _ = sut
        // And a simulator made that way (the harness's) lets DEMO in with the demo password only
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        #expect(!login.token.isEmpty)
        await #expect(throws: (any Error).self) { _ = try await harness.login(password: "wrong") }
    }
}
