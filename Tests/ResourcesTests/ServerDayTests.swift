import AIS
import Foundation
import Resources
import Testing

/// The server's day now, from the day it gave at a read and this machine's clock since.
@Suite struct ServerDayTests {
    static let read = Date(timeIntervalSince1970: 1_795_273_200)  // 2026-11-21T15:00:00Z
    static let day = LocalDate(year: 2026, month: 11, day: 22)!   // a server a time zone ahead

    @Test func theServersDayMovesOnByTheWholeDaysPassed() {
        #expect(ServerDay.today(read: (Self.day, Self.read), now: Self.read.addingTimeInterval(3600)) == Self.day)
        #expect(ServerDay.today(read: (Self.day, Self.read), now: Self.read.addingTimeInterval(2 * 86_400 + 60)) == Self.day.adding(days: 2))
    }

    @Test func withoutARead_orAClockThatWentBack_itIsThisMachinesDay() {
        let earlier = Self.read.addingTimeInterval(-86_400 * 3)
        #expect(ServerDay.today(read: nil, now: Self.read) == LocalDate.today(Self.read))
        #expect(ServerDay.today(read: (Self.day, Self.read), now: earlier) == LocalDate.today(earlier))
    }
}
