import Foundation

/// One measured figure: which scenario, what was measured, the value as shown, the target and
/// whether it was met (nil when the figure is only reported).
struct BenchFigure: Sendable, Equatable {
    var scenario: String
    var figure: String
    var value: String
    var target: String
    var met: Bool?

    init(_ scenario: String, _ figure: String, _ value: String, target: String = "report", met: Bool? = nil) {
        self.scenario = scenario
        self.figure = figure
        self.value = value
        self.target = target
        self.met = met
    }

    var verdict: String {
        switch met {
        case true?: return "met"
        case false?: return "MISSED"
        case nil: return ""
        }
    }

    /// One tab-separated line, how a scenario run as a child reports to `all`.
    var line: String { ["FIGURE", scenario, figure, value, target, met.map { $0 ? "1" : "0" } ?? "-"].joined(separator: "\t") }

    init?(line: String) {
        let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 6, parts[0] == "FIGURE" else { return nil }
        self.init(parts[1], parts[2], parts[3], target: parts[4], met: parts[5] == "-" ? nil : parts[5] == "1")
    }
}

/// Formats numbers the same way in every scenario.
enum Format {
    static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
    static func seconds(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }
    static func mb(_ mb: Double) -> String { String(format: "%.1f MB", mb) }
    static func count(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, ch) in digits.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return String(out.reversed())
    }
}

/// The figures as an aligned text table.
func table(_ figures: [BenchFigure]) -> String {
    let header = ["scenario", "figure", "value", "target", ""]
    let rows = [header] + figures.map { [$0.scenario, $0.figure, $0.value, $0.target, $0.verdict] }
    let widths = (0..<header.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
        zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
            .trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
}
