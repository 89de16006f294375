import AIS
import Foundation
import Resources
import Testing

/// What a scene decides on: the kind of a worker's failure, never its text.
@Suite struct WorkerFailureTests {
    @Test(arguments: [
        (AISError.unreachable("connection refused"), WorkerFailure.Kind.offline),
        (AISError.timeout, .offline),
        (AISError.invalidToken, .sessionEnded),
        (AISError.authorizationFailure("no"), .wrongCredentials),
        (AISError.tlsFailure("self-signed"), .wrongServer),
        (AISError.notAnAISServer("HTML"), .wrongServer),
        (AISError.serverError(status: 500, message: "boom"), .refused),
        (AISError.pageExpired, .refused),
        (AISError.appStackForgotten("Application stack 3 not found"), .refused),
        (AISError.malformedResponse("not JSON"), .unreadableAnswer),
        (AISError.notAllowed(what: .table("F4311")), .notAllowed),
        (AISError.notAllowed(what: .orchestration("ORCH_ApprovePurchaseOrder")), .notAllowed),
        (AISError.serverNotAllowedByHTMLServer, .siteSetup),
        (AISError.singleSignOn(status: 446), .siteSetup),
        (AISError.gatewayLogin(scheme: "Basic"), .siteSetup),
    ])
    func eachServerErrorHasItsKindAndItsSentence(error: AISError, kind: WorkerFailure.Kind) {
        let sut = WorkerFailure(error)
        #expect(sut.kind == kind)
        #expect(sut.message == error.userMessage)
    }

    @Test func anyOtherErrorIsOtherWithItsDescription() {
        struct DiskFull: Error, CustomStringConvertible { var description: String { "disk full" } }
        let sut = WorkerFailure(DiskFull())
        #expect(sut.kind == .other)
        #expect(sut.message == "disk full")
    }

    @Test func aWorkerFailureStaysAsItIs() {
        let failure = WorkerFailure(kind: .sessionEnded, message: "Logged out.")
        #expect(WorkerFailure(failure) == failure)
    }
}
