import Testing
@testable import Scenes

/// `:view`: list, apply, save and delete the home list's saved views, names checked as typed.
@Suite struct ViewRouteTests {
    @Test(arguments: [
        ("view", AppRoute.view(.list)), (":view", .view(.list)), ("view mine", .view(.apply("mine"))), ("VIEW Big_2026", .view(.apply("Big_2026"))),
        ("view save mine", .view(.save("mine"))), ("view SAVE  old-ones", .view(.save("old-ones"))), ("view delete mine", .view(.delete("mine"))),
        ("view/mine", .view(.apply("mine"))), ("view " + String(repeating: "a", count: 32), .view(.apply(String(repeating: "a", count: 32)))),
    ])
    func readsEveryViewCommand(text: String, route: AppRoute) throws {
        #expect(try RouteTable.route(text).get() == route)
    }

    @Test(arguments: [
        ("view save", RouteError.missingArgument("view save", "NAME")), ("view delete", .missingArgument("view delete", "NAME")),
        ("view my.view", .badViewName("my.view")), ("view save a/b", .badViewName("a/b")), ("view save schön", .badViewName("schön")),
        ("view " + String(repeating: "a", count: 33), .badViewName(String(repeating: "a", count: 33))),
        ("view save \u{1B}[2J", .badViewName("\u{1B}[2J")), ("view rename a b", .badViewCommand("rename a b")),
        ("view save a b", .badViewCommand("save a b")),
    ])
    func saysWhyTextIsNoViewCommand(text: String, error: RouteError) {
        #expect(RouteTable.route(text) == .failure(error))
        #expect(!error.description.contains("\u{1B}"))
    }

    @Test func viewIsCompletedAndListedWithTheOtherCommands() {
        #expect(RouteTable.complete("vi") == "view ")
        #expect(RouteTable.entries.contains { $0.name == "view" && $0.summary.contains("view save NAME") })
    }
}
