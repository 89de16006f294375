import Testing
@testable import App
import Resources
import Scenes

/// `signoff history`'s output: server text inert in text and CSV, escaped in JSON, dates as asked.
@MainActor
@Suite struct HistoryCommandOutputTests {
    static let evil = "Evil\u{1B}]0;owned\u{07}\n=cmd\u{202E}"

    static func response() -> DecidedByMe.List.Response {
        let order = OrderID(number: 3003, type: "OP", company: "00200", suffix: "000")
        let entry = DecidedByMe.Entry(order: order, outcome: .forwarded, decidedOn: .day(year: 2026, month: 11, day: 13), remark: evil,
                                      reason: "", forwardedTo: 7200, forwardedToName: "田中 \(evil)", state: .recorded)
        return .init(entries: [entry], total: 1, filter: .init(), search: "", reading: false)
    }

    @Test(arguments: [ScriptCommand.Format.text, .csv])
    func serverTextIsInertInTextAndCSV(format: ScriptCommand.Format) {
        // Given
        let sut = ConsoleOutput(toStandardStreams: false)
        // When
        HistoryCommand.write(Self.response(), format: format, dates: .jde(JDEDateFormat(simpleDateFormat: "MM/dd/yyyy")), numbers: .plain,
                             to: sut)
        // Then: no escape, bell, bidi override or extra line; the record or line stays whole
        #expect(!sut.written.contains("\u{1B}") && !sut.written.contains("\u{07}") && !sut.written.contains("\u{202E}"))
        #expect(sut.written.split(separator: "\n").count == 2, "\(sut.written)")
        if format == .text {
            #expect(sut.written.contains("11/13/2026 3003 OP 00200"))
            #expect(sut.written.contains("forwarded to 田中 Evil"))
        } else {
            #expect(sut.written.contains("3003,OP,00200,000,forwarded,2026-11-13,"))
            #expect(!sut.written.contains(",=cmd"))
        }
    }

    @Test func jsonEscapesIt() {
        let sut = ConsoleOutput(toStandardStreams: false)
        HistoryCommand.write(Self.response(), format: .json, dates: .iso, numbers: .plain, to: sut)
        #expect(!sut.written.contains("\u{1B}") && !sut.written.contains("\u{202E}"))
        #expect(sut.written.hasPrefix(#"{"decisions":[{"order":3003,"type":"OP","company":"00200","suffix":"000","outcome":"forwarded","at":"2026-11-13""#))
        #expect(sut.written.contains(#""forwardedTo":7200"#) && sut.written.contains(#""state":"recorded""#))
    }
}
