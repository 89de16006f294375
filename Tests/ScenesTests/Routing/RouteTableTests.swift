import SceneKit
import Terminal
import Testing
@testable import Scenes

@Suite struct RouteTableTests {
    @Test(arguments: [
        ("orders", AppRoute.orders), (":orders", .orders), ("po 4001", .order(4001)), ("po/4001", .order(4001)), ("PO  4001", .order(4001)),
        ("inv", .inventory(item: nil)), ("inv FST-10000", .inventory(item: "FST-10000")), ("inv/fst-1", .inventory(item: "fst-1")),
        ("help", .help), ("logout", .logout), ("quit", .quit), ("outcomes", .outcomes), (":OUTCOMES", .outcomes),
        ("history", .history), (":History", .history), ("messages", .messages), (":Messages", .messages),
    ])
    func readsEveryRouteByName(text: String, route: AppRoute) throws {
        #expect(try RouteTable.route(text).get() == route)
    }

    @Test(arguments: [
        ("", RouteError.empty), ("frobnicate", .unknown("frobnicate")), ("po", .missingArgument("po", "ORDER")),
        ("po abc", .badOrderNumber("abc")), ("po -3", .badOrderNumber("-3")), ("po 99999999999", .badOrderNumber("99999999999")),
        ("quit now", .unexpectedArgument("quit", "now")), ("inv \u{1b}[2J", .badItem("\u{1b}[2J")),
    ])
    func saysWhyTextIsNotARoute(text: String, error: RouteError) {
        #expect(RouteTable.route(text) == .failure(error))
        #expect(!error.description.isEmpty)
    }

    @Test func completesAUniqueNameAndTheSharedPrefixOfSeveral() {
        #expect(RouteTable.complete("or") == "orders")
        #expect(RouteTable.complete("ou") == "outcomes")
        #expect(RouteTable.complete("o") == "o")
        #expect(RouteTable.complete("p") == "po ")
        #expect(RouteTable.complete("i") == "inv ")
        #expect(RouteTable.complete("q") == "quit")
        #expect(RouteTable.complete("me") == "messages")
        #expect(RouteTable.complete("m") == "m")
        #expect(RouteTable.complete("l") == "logout")
        #expect(RouteTable.complete("zz") == "zz")
        #expect(RouteTable.completions(for: "").count == RouteTable.entries.count)
        #expect(RouteTable.completions(for: "po 4") == [])
    }

    @Test func historyKeepsTheLastCommandsWithoutRepeats() {
        var sut = CommandHistory(capacity: 3)
        for c in ["po 1", "po 1", "inv", " ", "orders", "po 2"] { sut.add(c) }
        #expect(sut.entries == ["inv", "orders", "po 2"])
    }
}

@MainActor
final class CommandLineRouterSpy: CommandLineRouting {
    var routes: [AppRoute] = []
    var histories: [CommandHistory] = []
    func commandLine(didChoose route: AppRoute, history: CommandHistory) {
        routes.append(route)
        histories.append(history)
    }
}

@MainActor
@Suite struct CommandLineViewTests {
    @Test func tabCompletesEnterRunsAndABadCommandStaysOpenWithItsReason() {
        // Given
        let router = CommandLineRouterSpy()
        let host = HostSpy()
        let sut = CommandLineView(history: CommandHistory(), router: router)
        sut.didAttach(to: host)
        // When: "p", Tab, "4001", Enter
        _ = sut.handleKey(.character("p"))
        _ = sut.perform(.nextPane)
        for c in "4001" { _ = sut.handleKey(.character(c)) }
        _ = sut.perform(.submit)
        // Then
        #expect(router.routes == [.order(4001)])
        #expect(router.histories.last?.entries == ["po 4001"])
        #expect(host.dismissed == 1)
        // And a bad one
        let bad = CommandLineView(history: CommandHistory(), router: router)
        bad.didAttach(to: host)
        for c in "po x" { _ = bad.handleKey(.character(c)) }
        _ = bad.perform(.submit)
        #expect(router.routes.count == 1)
        #expect(bad.error?.contains("not an order number") == true)
        let screen = MemoryScreen(width: 80, height: 24)
        bad.draw(in: Canvas(screen: screen))
        #expect(screen.find("not an order number") != nil)
    }

    @Test func upAndDownWalkTheHistory() {
        var history = CommandHistory()
        history.add("po 4001")
        history.add("inv FST-1")
        let router = CommandLineRouterSpy()
        let sut = CommandLineView(history: history, router: router)
        _ = sut.perform(.moveUp)
        #expect(sut.field.text == "inv FST-1")
        _ = sut.perform(.moveUp)
        #expect(sut.field.text == "po 4001")
        _ = sut.perform(.moveDown)
        _ = sut.perform(.moveDown)
        #expect(sut.field.text == "")
    }

    @Test func theEmptyLineOffersEveryRouteOfTheTable() {
        // Given / When
        let sut = CommandLineView.placeholder
        // Then: each name, with what it takes, and optional arguments in brackets
        for entry in RouteTable.entries { #expect(sut.contains(entry.name), "\(entry.name) in \(sut)") }
        #expect(sut.contains("po ORDER") && sut.contains("inv [ITEM]") && sut.contains("sync [full]"))
    }
}
