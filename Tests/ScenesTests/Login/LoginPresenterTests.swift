import Testing
@testable import Scenes

@MainActor
final class LoginDisplaySpy: LoginDisplayLogic {
    var forms: [Login.Form.ViewModel] = []
    var submits: [Login.Submit.ViewModel] = []
    func displayForm(_ viewModel: Login.Form.ViewModel) { forms.append(viewModel) }
    func displaySubmit(_ viewModel: Login.Submit.ViewModel) { submits.append(viewModel) }
}

@MainActor
@Suite struct LoginPresenterTests {
    let view = LoginDisplaySpy()

    private func makeSUT() -> LoginPresenter {
        let sut = LoginPresenter()
        sut.view = view
        return sut
    }

    @Test func prefillsTheFormAndFocusesThePasswordWhenTheUserIsKnown() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentForm(.init(server: "http://h/jderest", environment: "JDV920", role: "*ALL", user: "DEMO",
                              demoUser: "DEMO", demoPassword: "demo", notice: nil))
        // Then
        let form = view.forms.last
        #expect(form?.values == ["http://h/jderest", "JDV920", "*ALL", "DEMO", ""])
        #expect(form?.focus == .password)
        #expect(form?.hint == "Demo server: log in as DEMO with password demo.")
    }

    @Test func focusesTheUserWhenThereIsNone() {
        let sut = makeSUT()
        sut.presentForm(.init(server: "s", environment: "e", role: "r", user: "", demoUser: nil, demoPassword: nil, notice: "n"))
        #expect(view.forms.last?.focus == .user)
        #expect(view.forms.last?.hint == nil)
        #expect(view.forms.last?.notice == "n")
    }

    @Test func showsFailuresInPlace() {
        let sut = makeSUT()
        sut.presentSubmit(.failed(field: .password, message: "Wrong user or password."))
        #expect(view.submits.last == .init(busy: false, status: nil, error: "Wrong user or password.", errorField: .password))
    }

    @Test func saysItIsBusyWhileLoggingIn() {
        let sut = makeSUT()
        sut.presentSubmit(.inProgress(server: "ais.example.com"))
        #expect(view.submits.last?.busy == true)
        #expect(view.submits.last?.status == "Logging in to ais.example.com…")
    }
}
