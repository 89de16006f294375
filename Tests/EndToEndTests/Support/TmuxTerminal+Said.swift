import Foundation
import TestSupport

extension TmuxTerminal {
    /// Whether the app said `text` on its message line in this session: `:messages` (what was said, newest
    /// first) is opened until it lists `text` or `timeout` passes, and closed again. Unlike waiting for the
    /// message line, a message that faded (10 s for what was done) before the screen was read is not missed.
    func said(_ text: String, timeout: TimeInterval = 40) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var listing = ""
        repeat {
            try press(":")
            try type("messages")
            try press("Enter")
            let opened = waitFor("Messages of this session", timeout: 10)
            listing = screen()
            let listed = opened && listing.contains(text)
            try press("Escape")
            _ = waitUntil(timeout: 10) { !screen().contains("Messages of this session") }
            if listed { return true }
            usleep(300_000)
        } while Date() < deadline
        print("Waited \(Int(timeout)) s for :messages to list \"\(text)\" in vain; it listed:\n\(listing)\nthe app then:\n\(stallReport())")
        return false
    }
}
