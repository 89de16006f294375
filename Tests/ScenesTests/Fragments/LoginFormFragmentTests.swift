import SceneKit
import Terminal
import Testing
@testable import Scenes

@MainActor
@Suite struct LoginFormFragmentTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 20, height: 5)]

    private func makeSUT() -> LoginFormFragment {
        let sut = LoginFormFragment()
        sut.show(Login.Form.ViewModel(values: ["http://127.0.0.1:9300/jderest", "JDV920", "*ALL", "DEMO", ""], focus: .password,
                                      hint: "Demo server: log in as DEMO with password demo.", notice: nil))
        return sut
    }

    @Test(arguments: sizes)
    func drawsTheFormOrStaysInsideTinyScreens(size: Terminal.Size) {
        let screen = MemoryScreen(width: size.width, height: size.height)
        let sut = makeSUT()
        sut.draw(in: Canvas(screen: screen), focused: true)
        if size.width >= 40 {
            #expect(screen.find("Password") != nil)
            #expect(screen.find("DEMO") != nil)
            #expect(screen.find("Demo server") != nil)
        }
        for y in 0..<size.height { #expect(TextWidth.cells(of: screen.line(y)) <= size.width) }
    }

    @Test func neverShowsThePassword() {
        let screen = MemoryScreen(width: 80, height: 24)
        let sut = makeSUT()
        for c in "s3cret" { _ = sut.handleKey(.character(c)) }
        sut.draw(in: Canvas(screen: screen), focused: true)
        #expect(screen.find("s3cret") == nil)
        #expect(screen.find("••••••") != nil)
        #expect(sut.value(.password) == "s3cret")
    }

    @Test func showsAnErrorUnderItsField() {
        let screen = MemoryScreen(width: 80, height: 24)
        let sut = makeSUT()
        sut.show(Login.Submit.ViewModel(busy: false, status: nil, error: "Wrong user or password. Check both and try again.", errorField: .password))
        sut.draw(in: Canvas(screen: screen), focused: true)
        let field = screen.find("Password")
        let error = screen.find("✗ Wrong user or password")
        #expect(field != nil && error != nil && error!.y == field!.y + 1)
    }

    @Test func hostileServerTextStaysInert() {
        let screen = MemoryScreen(width: 80, height: 24)
        let sut = LoginFormFragment()
        sut.show(Login.Form.ViewModel(values: ["http://x/jderest", "JDV920", "*ALL", "DEMO", ""], focus: .password, hint: nil,
                                      notice: "store moved aside\u{1B}]0;pwned\u{07}\u{1B}[2J"))
        sut.draw(in: Canvas(screen: screen), focused: true)
        #expect(!screen.text.contains("\u{1B}"))
        #expect(screen.find("store moved aside") != nil)
    }
}
