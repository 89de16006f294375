import AIS
import Foundation
import Resources
import SceneKit
import Store
import Testing
@testable import Scenes

/// What the app was handed by the Login scene's router.
@MainActor
final class LoginAppSpy {
    var logins: [(workspace: ServerWorkspace, session: AISSession, settings: Settings)] = []
}

/// The Login scene as its factory wires it.
@MainActor
@Suite struct LoginSceneTests {
    let app = LoginAppSpy()
    let location = DataLocation(dataHome: NSTemporaryDirectory() + "signoff-login-scene-tests/data",
                                configHome: NSTemporaryDirectory() + "signoff-login-scene-tests/config")

    private func makeSUT() throws -> LoginView {
        let worker = LoginWorker(location: location) { _ in fatalError("no login in these tests") }
        let scene = LoginScene.make(.init(worker: worker, settings: Settings(),
                                          settingsFile: SettingsFile(path: location.configFile),
                                          demoCredentials: ("DEMO", "demo"), notice: "The config file was unreadable.",
                                          loggedIn: { [app] in app.logins.append(($0, $1, $2)) }))
        return try #require(scene as? LoginView)
    }

    @Test func theViewHoldsAnInteractorWhosePresenterPointsBackAtTheView() throws {
        // Given / When
        let sut = try makeSUT()
        // Then
        let interactor = try #require(sut.interactor as? LoginInteractor)
        let presenter = try #require(interactor.presenter as? LoginPresenter)
        #expect(presenter.view === sut)
    }

    @Test func theInteractorOwnsTheRouterWhichHandsTheSessionToTheApp() throws {
        // Given
        let sut = try makeSUT()
        let interactor = try #require(sut.interactor as? LoginInteractor)
        let router = try #require(interactor.router as? LoginRouter)
        let configuration = AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!, environment: "JDV920",
                                             role: "*ALL", deviceName: "d")
        let workspace = ServerWorkspace(configuration: configuration, database: try Database())
        let session = AISSession(token: "t", username: "DEMO", environment: "JDV920", role: "*ALL", deviceName: "d",
                                 userInfo: AISUserInfo(addressNumber: 4242, alphaName: "Demo"))
        // When
        router.routeToPreloading(workspace: workspace, session: session, settings: Settings())
        // Then
        #expect(app.logins.count == 1)
        #expect(app.logins.first?.workspace === workspace && app.logins.first?.session == session)
    }

    @Test func theFormStartsFromWhatTheAppPassedIn() throws {
        // Given
        let sut = try makeSUT()
        // When
        sut.didAttach(to: HostSpy())
        // Then: the settings' values, the demo credentials and the notice reach the form
        #expect(sut.form.value(.environment) == Settings().environment)
        #expect(sut.form.hint?.contains("DEMO") == true)
        #expect(sut.form.notice == "The config file was unreadable.")
    }
}
