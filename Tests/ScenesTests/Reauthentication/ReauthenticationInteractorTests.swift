import SceneKit
import Testing
@testable import Scenes

@MainActor
final class ReauthenticationRouterSpy: ReauthenticationRoutingLogic {
    private(set) var routes: [String] = []
    func routeBackToWork() { routes.append("work") }
    func routeToLogin() { routes.append("login") }
}

/// Where the dialog goes once the session gate has its outcome: the interactor routes, the factory's
/// router takes the app's steps.
@MainActor
@Suite struct ReauthenticationInteractorTests {
    private func makeSUT() -> (ReauthenticationInteractor, ReauthenticationRouterSpy) {
        let sut = ReauthenticationInteractor(username: "DEMO", server: "ais.example")
        let router = ReauthenticationRouterSpy()
        sut.router = router
        return (sut, router)
    }

    @Test func aRenewedSessionRoutesBackToWorkAndTakesNoLateAnswer() {
        // Given: the gate asked and the password was given
        let (sut, router) = makeSUT()
        var answers: [String?] = []
        sut.ask(.init(problem: nil)) { answers.append($0) }
        sut.answer(.init(password: "secret"))
        // When: the gate says the session is renewed, and Esc comes late
        sut.sessionRenewed()
        sut.cancel()
        // Then: back to work once, and the one answer was the password
        #expect(router.routes == ["work"])
        #expect(answers == ["secret"])
        #expect(!sut.busy)
    }

    @Test func anEndedSessionAnswersAnOpenQuestionAndRoutesToTheLogin() {
        // Given: a question nobody answered (the gate gave up on renewing meanwhile)
        let (sut, router) = makeSUT()
        var answers: [String?] = []
        sut.ask(.init(problem: "Wrong password.")) { answers.append($0) }
        // When
        sut.sessionEnded()
        // Then: whoever waited is told "no password", once, and the login opens
        #expect(answers == [nil])
        #expect(router.routes == ["login"])
    }

    @Test func escThenTheGatesEndRoutesToTheLoginOnce() {
        // Given
        let (sut, router) = makeSUT()
        var answers: [String?] = []
        sut.ask(.init(problem: nil)) { answers.append($0) }
        // When: Esc answers nothing, and the gate ends the session because of it
        sut.cancel()
        sut.sessionEnded()
        // Then
        #expect(answers == [nil])
        #expect(router.routes == ["login"])
    }

    @Test func theRouterTakesTheAppsStepForEachRoute() {
        // Given
        var steps: [String] = []
        let sut = ReauthenticationRouter(renewed: { steps.append("restored") }, ended: { steps.append("logged out") })
        // When
        sut.routeBackToWork()
        sut.routeToLogin()
        // Then
        #expect(steps == ["restored", "logged out"])
    }
}
