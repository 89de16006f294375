import Foundation
import SceneKit
import Testing
@testable import Scenes

/// `:messages` in words: newest first, each with its time of day, a warning or an error named as one.
@Suite struct SaidMessagesReportTests {
    private func at(_ hour: Int, _ minute: Int, _ second: Int) -> Date {
        Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 28, hour: hour, minute: minute, second: second))!
    }

    @Test func newestFirstWithTheTimeAndTheKind() {
        // Given
        let said = [MessageLine.Said(.info("Sending the approval…"), at: at(9, 5, 7)),
                    MessageLine.Said(.success("Order 4010 OP 00200 approved."), at: at(9, 5, 8)),
                    MessageLine.Said(.warning("Order 5004 changed while you looked at it."), at: at(10, 31, 0)),
                    MessageLine.Said(.error("The server refused the password."), at: at(23, 59, 59))]
        // When
        let lines = SaidMessagesReport.lines(said)
        // Then
        #expect(lines == ["23:59:59  error: The server refused the password.",
                          "10:31:00  warning: Order 5004 changed while you looked at it.",
                          "09:05:08  Order 4010 OP 00200 approved.",
                          "09:05:07  Sending the approval…"])
    }

    @Test func nothingSaidYetIsSaid() {
        #expect(SaidMessagesReport.lines([]) == ["Nothing was said yet."])
    }
}
