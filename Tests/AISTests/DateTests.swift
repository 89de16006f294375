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
