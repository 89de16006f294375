/// The drawing interface every front end implements: the ncurses terminal and the in-memory screen of
/// the tests. All calls happen on the main thread (the UI thread).
///
/// Every string is made inert (see `Sanitizer`) and measured in cells (see `TextWidth`) by the screen
/// itself, so no caller can let server text move the cursor or break the columns.
@MainActor
public protocol Screen: AnyObject {
    /// The size in cells; refreshed after a `.resize` key.
    var size: Size { get }
    /// Whether box lines and `…` can be drawn (a UTF-8 locale); otherwise ASCII stand-ins are used.
    var supportsUnicode: Bool { get }
    /// Writes one line of text starting at `at`, never past `clip` (cells outside it stay untouched).
    /// Returns the number of cells written.
    @discardableResult
    func put(_ text: String, at: Point, style: Style, clip: Rect) -> Int
    /// Paints the rectangle with spaces in the given style.
    func fill(_ rect: Rect, style: Style)
    /// Where the terminal cursor rests after the next `flush` (on the selected row, for screen readers);
    /// nil hides it.
    func setCursor(_ position: Point?)
    /// Says that what `rows` showed at the last flush now shows `shift` rows higher (lower when negative),
    /// as a list does when it scrolls. Only a hint: a terminal may send the move as one scroll and then
    /// what still differs; what is drawn is the same with or without it.
    func noteScrolled(_ rows: Rect, by shift: Int)
    /// Sends what changed since the last flush to the terminal.
    func flush()
    /// Forgets what the terminal is believed to show, so the next flush repaints every cell.
    func invalidate()
    /// Rings the terminal's bell (or flashes it, as the terminal chooses).
    func bell()
    /// Asks the terminal to show a desktop notification (OSC 9 or 777, see `NotificationEscape`). Called
    /// after a `flush`, between frames, so its bytes never land inside ncurses' own output.
    func notify(_ notification: DesktopNotification)
}
