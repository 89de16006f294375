import Foundation

/// Times of day as the top bar and messages show them.
public enum ClockText {
    /// "10:31" in the local time zone.
    public static func hoursMinutes(_ date: Date) -> String {
        let c = Calendar.current.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    /// "10:31:05" in the local time zone.
    public static func hoursMinutesSeconds(_ date: Date) -> String {
        let c = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}
