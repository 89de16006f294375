import Foundation
import Testing

extension EndToEnd {
    /// `signoff attachment ORDER SEQ --save PATH` against the simulator: the server's bytes in a new private
    /// file, never over one that exists; standard output when piped; an unknown number names those there are.
    @Suite struct AttachmentCommandTests {
        @Test func savesTheServersBytesPrivatelyAndNeverOverwrites() async throws {
            // Given: the first order of DEMO's queue and its quote, as the server serves them
            let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "35"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let server = try await SimulatorSession(sim)
            let number = try #require(try await server.ordersAwaitingDEMO().first)
            let key = try await server.orderKey(number)
            let items = try await server.attachments(key)
            let quote = try #require(items.first { $0.file == "Quote-\(number).pdf" })
            let expected = try await server.download(key, sequence: quote.sequence)
            let target = sandbox.file("saved-quote.pdf")
            // When
            let saved = try ScriptCommandTests.signoff(["attachment", String(number), String(quote.sequence), "--save", target], sim, sandbox)
            // Then: the bytes, 0600, and a line that says so
            #expect(saved.status == 0, "\(saved)")
            #expect(saved.stdout.hasPrefix("Saved Quote-\(number).pdf (") && saved.stdout.contains(" as \(target)."), "\(saved)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == expected)
            #expect((try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int) == 0o600)
            // When: the same path again
            let again = try ScriptCommandTests.signoff(["attachment", String(number), String(quote.sequence), "--save", target], sim, sandbox)
            // Then: refused, the file as it was
            #expect(again.status == 1, "\(again)")
            #expect(again.stderr.contains("exists already"), "\(again)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == expected)
            // When: to standard output, which is not a terminal here
            let piped = try ScriptCommandTests.signoff(["attachment", String(number), String(quote.sequence), "--save", "-"], sim, sandbox)
            #expect(piped.status == 0, "\(piped.status) \(piped.stderr)")
            #expect(piped.stdout.hasPrefix("%PDF-1.4"))
            // When: a number the order does not have
            let unknown = try ScriptCommandTests.signoff(["attachment", String(number), "999", "--save", sandbox.file("x")], sim, sandbox)
            #expect(unknown.status == 5, "\(unknown)")
            let numbers = items.map { String($0.sequence) }.joined(separator: ", ")
            #expect(unknown.stderr.contains("has no attachment 999; its attachments are \(numbers)"), "\(unknown)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.file("x")))
        }

        @Test func withoutWhereToSaveItIsAUsageError() throws {
            let sandbox = try Sandbox()
            let missing = try ScriptCommandTests.signoff(["attachment", "4001", "1"], nil, sandbox, password: nil)
            #expect(missing.status == 2, "\(missing)")
            #expect(missing.stderr.contains("--save PATH"), "\(missing)")
            let notANumber = try ScriptCommandTests.signoff(["attachment", "4001", "two", "--save", "x"], nil, sandbox, password: nil)
            #expect(notANumber.status == 2 && notANumber.stderr.contains("“two” is not a number"), "\(notANumber)")
        }
    }
}
