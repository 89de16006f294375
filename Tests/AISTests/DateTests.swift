import AIS
import Foundation
import Testing

@Suite struct DateTests {
    @Test(arguments: [
        ("MM/dd/yyyy", "11/22/2026"), ("dd/MM/yyyy", "22/11/2026"), ("yyyy/MM/dd", "2026/11/22"),
        ("dd.MM.yy", "22.11.26"), ("yyyyMMdd", "20261122"), ("MM-dd-yyyy", "11-22-2026"),
    ])
    func readsAndWritesEachFormat(pattern: String, text: String) throws {
        let sut = try #require(JDEDateFormat(simpleDateFormat: pattern))
        let date = LocalDate(year: 2026, month: 11, day: 22)
        #expect(sut.parse(text) == date)
        #expect(sut.format(date!) == text)
    }

    @Test func refusesWhatIsNotADate() throws {
        let sut = try #require(JDEDateFormat(simpleDateFormat: "MM/dd/yyyy"))
        for text in ["", "  ", "13/01/2026", "02/30/2026", "aa/bb/cccc", "1/2", "11/22/2026/1"] {
            #expect(sut.parse(text) == nil, "\(text)")
        }
        #expect(sut.parse("02/29/2024") != nil)
    }

    @Test func refusesUnknownPatterns() {
        for pattern in ["", "HH:mm", "MM/dd", "dd/MM/yyyy HH", "MMM d, yyyy"] {
            #expect(JDEDateFormat(simpleDateFormat: pattern) == nil, "\(pattern)")
        }
    }

    @Test func countsDaysAcrossMonthsAndLeapYears() throws {
        let a = try #require(LocalDate(year: 2024, month: 2, day: 28))
        let b = try #require(LocalDate(year: 2024, month: 3, day: 1))
        #expect(b.days(since: a) == 2)
        #expect(LocalDate(daysSinceEpoch: 0) == LocalDate(year: 1970, month: 1, day: 1))
        #expect(LocalDate(daysSinceEpoch: a.daysSinceEpoch) == a)
        #expect(LocalDate(iso: "2026-11-22")?.iso == "2026-11-22")
        #expect(LocalDate(iso: "2026-13-01") == nil)
        // The byte-by-byte reading of "yyyy-MM-dd" and the general one agree on every shape
        #expect(LocalDate(iso: "2024-02-29") == LocalDate(year: 2024, month: 2, day: 29))
        #expect(LocalDate(iso: "2026-02-29") == nil)
        #expect(LocalDate(iso: "0000-01-01") == nil)
        #expect(LocalDate(iso: "2026-1-5") == LocalDate(year: 2026, month: 1, day: 5))
        #expect(LocalDate(iso: "2026/11/22") == nil)
        #expect(LocalDate(iso: "2026-1x-22") == nil)
        #expect(LocalDate(iso: "２０２６-11-22") == nil)
        #expect(LocalDate(iso: "") == nil)
    }

    @Test func writesISODatesAsFormatWould() {
        // Every day of 1999 and 2024 (a leap year), the first and last days, and day counts outside four-digit years.
        var dates = (0..<366).map { LocalDate(year: 1999, month: 1, day: 1)!.adding(days: $0) }
        dates += (0..<366).map { LocalDate(year: 2024, month: 1, day: 1)!.adding(days: $0) }
        dates += [LocalDate(year: 1, month: 1, day: 1)!, LocalDate(year: 9999, month: 12, day: 31)!]
        for date in dates {
            #expect(date.iso == String(format: "%04d-%02d-%02d", date.year, date.month, date.day))
            #expect(LocalDate(iso: date.iso) == date)
        }
        let beyond = LocalDate(year: 9999, month: 12, day: 31)!.adding(days: 1)
        #expect(beyond.iso == "10000-01-01")
    }
}

@Suite struct RowDateReaderTests {
    let sut = RowDateReader(simpleDateFormat: "dd/MM/yyyy")
    let day = ServerDate.day(LocalDate(year: 2026, month: 11, day: 21)!)

    @Test(arguments: [
        JSONValue.string("20261121"), .string(" 20261121 "), .int(20261121), .string("21/11/2026"), .string("2026-11-21"),
        .string("2026-11-21T00:00:00"), .string("2026-11-21 00:00:00.0"),
    ])
    func readsEveryShapeOfTheSameDay(value: JSONValue) {
        #expect(sut.read(value) == day)
    }

    @Test(arguments: [JSONValue.null, .string(""), .string(" "), .string("        "), .int(0), .string("00000000"), .string("0")])
    func readsBlanksAsNoDate(value: JSONValue) {
        #expect(sut.read(value) == nil)
    }

    @Test(arguments: [("2026-13-45", "2026-13-45"), ("31/02/2026", "31/02/2026"), ("20261199", "20261199"), ("soon", "soon"),
                      ("2026-11-21Z", "2026-11-21Z")])
    func keepsWhatNamesNoDayAsTheTextThatCame(text: String, kept: String) {
        #expect(sut.read(.string(text)) == .unreadable(kept))
    }

    @Test func capsAnUnreadableValue() {
        let long = String(repeating: "x", count: 500)
        #expect(sut.read(.string(long))?.unreadableText?.count == ServerDate.maximumUnreadableLength + 1)
        #expect(sut.read(.double(20261121.5)) == .unreadable("20261121.5"))
        #expect(sut.read(.bool(true)) == .unreadable("true"))
    }

    @Test func anEightDigitUserFormatIsTriedAfterTheCompactOne() {
        let monthFirst = RowDateReader(simpleDateFormat: "MMddyyyy")
        #expect(monthFirst.read(.string("20261121")) == day)
        #expect(monthFirst.read(.string("11212026")) == day)
    }

    @Test func roundTripsThroughTheStore() {
        #expect(ServerDate(stored: day.stored) == day)
        #expect(ServerDate(stored: "2026-13-45") == .unreadable("2026-13-45"))
        #expect(ServerDate(stored: "") == nil)
    }
}
