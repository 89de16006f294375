@testable import AISSimulator
import Testing

@Suite struct SimpleDateFormatTests {
    @Test(arguments: [("MM/dd/yyyy", "11/20/2026", "MDE"), ("dd/MM/yyyy", "20/11/2026", "DME"),
                      ("yyyy/MM/dd", "2026/11/20", "EMD"), ("dd.MM.yyyy", "20.11.2026", "DME")])
    func writesAndReadsDatesInTheUsersFormat(pattern: String, text: String, code: String) throws {
        let sut = try #require(SimpleDateFormat(pattern))
        #expect(sut.format(iso: "2026-11-20") == text)
        #expect(sut.parseISO(text) == "2026-11-20")
        #expect(sut.jdeCode == code)
    }

    @Test func aBlankDateIsBlankAndNonsenseIsRefused() throws {
        let sut = try #require(SimpleDateFormat("MM/dd/yyyy"))
        #expect(sut.format(iso: "") == "")
        #expect(sut.parseISO("02/30/2026") == nil)
        #expect(sut.parseISO("2026-11-20") == nil)
        #expect(sut.parseISO("1/2/2026") == nil)
        #expect(SimpleDateFormat("MMM d, y") == nil)
    }

    @Test func calendarDaysRoundTrip() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let sut = CalendarDay(daysSinceEpoch: days)
            #expect(sut.daysSinceEpoch == days)
        }
        #expect(CalendarDay(year: 2024, month: 2, day: 29).adding(days: 1).iso == "2024-03-01")
    }
}
