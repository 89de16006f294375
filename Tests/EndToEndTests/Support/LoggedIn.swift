import Foundation
import Testing
import TestSupport

extension TmuxTerminal {
    /// `signoff` against `sim`, logged in as DEMO, on the home screen showing `orders` orders.
    static func loggedIn(_ sim: SimulatorProcess, _ sandbox: Sandbox, orders: Int, width: Int = 200, height: Int = 50,
                         options: String = "") throws -> TmuxTerminal {
        let term = try loggingIn(sim, sandbox, width: width, height: height, options: options)
        #expect(term.waitFor("Orders awaiting approval (\(NumberFormatting.grouped(orders)))"), "\(term.screen())")
        return term
    }

    /// `signoff` against `sim`, the moment DEMO's password has been sent.
    static func loggingIn(_ sim: SimulatorProcess, _ sandbox: Sandbox, width: Int = 200, height: Int = 50,
                          options: String = "") throws -> TmuxTerminal {
        let term = try TmuxTerminal(width: width, height: height,
                                    command: "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO \(options)",
                                    environment: sandbox.environment)
        #expect(term.waitFor("Password"), "\(term.screen())")
        try term.type("demo")
        try term.press("Enter")
        return term
    }

    /// Runs a command-line route (`:inv`, `:settings`) and waits until the screen shows `until`.
    func run(_ route: String, until text: String) throws {
        try press(":")
        try type(route)
        try press("Enter")
        #expect(waitFor(text), "\(screen())")
    }

    /// Waits until the order lines, read in the background after the list opened, are in for the `orders`
    /// rows on screen (each shows a line count above 0, the top bar no longer says "order lines"). A test
    /// that ends the session must wait for this: a lines request meeting the expired token first opens
    /// the password dialog before the test's own key, which then goes into the password field.
    func waitForOrderLines(orders: Int) -> Bool {
        waitUntil(timeout: 40) {
            let all = lines
            guard !all.contains(where: { $0.contains("order lines") }),
                  let header = all.firstIndex(where: { $0.hasPrefix("  Order") }), all.count > header + orders else { return false }
            // The list's part of the row: on a wide terminal the order pane follows it, after its border.
            return all[(header + 1)...(header + orders)].allSatisfy { row in
                (row.split(separator: "│", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(row))
                    .split(separator: " ").last.flatMap { Int($0.replacingOccurrences(of: ",", with: "")) }.map { $0 > 0 } ?? false
            }
        }
    }

    /// The screen's lines.
    var lines: [String] { screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The order number of the row under the cursor, nil while no row shows the cursor; for waits, where
    /// `selectedOrder()` would record an issue at each try that finds none.
    var selectedOrderNumber: String? {
        lines.first { $0.isCursorRow }.flatMap { $0.dropFirst(2).split(separator: " ").first.map(String.init) }
    }

    /// The order key ("4315", "OP", "00200") of the row under the cursor.
    func selectedOrder() throws -> (number: String, type: String, company: String) {
        let line = try #require(lines.first { $0.isCursorRow })
        let parts = line.dropFirst(2).split(separator: " ")
        return (String(parts[0]), String(parts[1]), String(parts[2]))
    }

    /// The order number on data row `index` (0 = first) of the list.
    func orderNumber(onRow index: Int) throws -> String {
        let all = lines
        let header = try #require(all.firstIndex { $0.hasPrefix("  Order") })
        return String(all[header + 1 + index].dropFirst(2).split(separator: " ")[0])
    }
}

enum NumberFormatting {
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// An amount as the screen shows it for DEMO (decimal point, grouped thousands, two decimals).
    static func amount(_ value: Double) -> String {
        let cents = Int((abs(value) * 100).rounded())
        return (value < 0 ? "-" : "") + grouped(cents / 100) + "." + String(format: "%02d", cents % 100)
    }
}

extension StringProtocol {
    /// A list row under the cursor: `>` then a blank, or then the row's mark (`✓` marked, `…` being sent,
    /// `•` new, `!` failed; `*`, `~`, `+` without Unicode), which never hides the cursor.
    var isCursorRow: Bool {
        guard first == ">", let second = dropFirst().first else { return false }
        return second == " " || "✓…•!*~+".contains(second)
    }
}
