import Foundation
import Resources
import Testing
@testable import Scenes

@MainActor
final class LoginPresenterSpy: LoginPresentationLogic {
    var forms: [Login.Form.Response] = []
    var submits: [Login.Submit.Response] = []
    func presentForm(_ response: Login.Form.Response) { forms.append(response) }
    func presentSubmit(_ response: Login.Submit.Response) { submits.append(response) }
}

@MainActor
@Suite struct LoginInteractorTests {
    let presenter = LoginPresenterSpy()

    private func makeSUT() -> LoginInteractor {
        let location = DataLocation(dataHome: NSTemporaryDirectory() + "signoff-login-tests/data",
                                    configHome: NSTemporaryDirectory() + "signoff-login-tests/config")
        let worker = LoginWorker(location: location) { _ in fatalError("no login in these tests") }
        let sut = LoginInteractor(worker: worker, settings: Settings(), file: SettingsFile(path: location.configFile),
                                  demoCredentials: ("DEMO", "demo"))
        sut.presenter = presenter
        return sut
    }

    @Test func loadsTheFormFromTheSettings() {
        let sut = makeSUT()
        sut.loadForm()
        #expect(presenter.forms.last?.environment == "JDV920")
        #expect(presenter.forms.last?.demoUser == "DEMO")
    }

    @Test(arguments: [
        (Login.Submit.Request(server: "ftp://x", environment: "E", role: "R", user: "U", password: "p"), Login.Field.server),
        (Login.Submit.Request(server: "http://h/jderest", environment: " ", role: "R", user: "U", password: "p"), Login.Field.environment),
        (Login.Submit.Request(server: "http://h/jderest", environment: "E", role: "", user: "U", password: "p"), Login.Field.role),
        (Login.Submit.Request(server: "http://h/jderest", environment: "E", role: "R", user: "", password: "p"), Login.Field.user),
        (Login.Submit.Request(server: "http://h/jderest", environment: "E", role: "R", user: "U", password: ""), Login.Field.password),
    ])
    func refusesAnIncompleteFormInPlace(request: Login.Submit.Request, field: Login.Field) {
        // Given
        let sut = makeSUT()
        // When
        sut.submit(request)
        // Then: the error belongs to the field, and nothing was sent
        guard case .failed(let failedField, let message)? = presenter.submits.last else {
            Issue.record("expected a failure, got \(presenter.submits)")
            return
        }
        #expect(failedField == field)
        #expect(!message.isEmpty)
    }
}

/// What a login writes: only what is the user's own.
@Suite struct LoginRemembersTests {
    @Test func theSitesServerOfferedAndUsedIsNotCopiedIntoTheUsersFile() throws {
        // Given: the site's server, environment and role
        var settings = Settings()
        try settings.set("connection.server", text: "https://ais.example.com/jderest", from: .site)
        try settings.set("connection.environment", text: "JPD920", from: .site)
        // When: the login used them
        let after = LoginInteractor.remembered(settings, server: "https://ais.example.com/jderest", environment: "JPD920", role: "*ALL",
                                               user: "demo")
        // Then: nothing for the user's file; the user name remembered
        #expect(after.fileValues.isEmpty)
        #expect(after.stateValues == ["connection.user": .text("demo")])
    }

    @Test func aServerGivenByAFlagOrTypedIsTheUsersOwnAndKept() throws {
        // Given: the first start, the server given by --server (the README's first run)
        var settings = Settings()
        try settings.set("connection.server", text: "https://mine.example.com/jderest", from: .commandLine)
        // When
        let after = LoginInteractor.remembered(settings, server: "https://mine.example.com/jderest", environment: "JDV920", role: "MYROLE",
                                               user: "demo")
        // Then: the next start without the flag finds it, and the role typed over the default
        #expect(after.fileValues["connection.server"] == .text("https://mine.example.com/jderest"))
        #expect(after.fileValues["connection.role"] == .text("MYROLE"))
        #expect(after.fileValues["connection.environment"] == nil, "the default environment was used")
    }
}

@MainActor
@Suite struct LoginRefusalExplanationTests {
    @Test func aProfileWithNoAddressNumberIsExplainedOnTheUserField() {
        // Given / When
        let (field, message) = LoginInteractor.explain(LoginRefusal.noAddressNumber(username: "NOADDR"))
        // Then: the whole sentence, on the user field, not "Could not log in: …"
        #expect(field == .user)
        #expect(message.hasPrefix("The JD Edwards user profile NOADDR has no address number, so no approval queue can be read."))
    }
}
