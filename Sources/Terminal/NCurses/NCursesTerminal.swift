import CNCursesW
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal through ncursesw. All calls on the main thread.
@MainActor
public final class NCursesTerminal: Screen {
    public private(set) var size: Size = .zero
    public let supportsUnicode: Bool
    public var inputDescriptor: Int32 { STDIN_FILENO }
    private var screenHandle: OpaquePointer?
    private var colorEnabled = false
    private var colorStarted = false
    private var theme: Theme
    private var ended = false
    private var cursor: Point?
    /// The scroll of the frame being drawn (`noteScrolled`), sent as one scroll at the next flush.
    private var scrolled: (rows: Rect, shift: Int)?
    /// Two scrolls in one frame cancel the hint: one terminal scroll cannot show both.
    private var scrollsConflict = false
    /// Set by `invalidate` until the next flush, which repaints every cell anyway.
    private var repaintsAll = false
    /// How a desktop notification is written, from the environment the process started with.
    private let notificationEscape = NotificationEscape(environment: ProcessInfo.processInfo.environment)

    public init(options: TerminalOptions) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb", term != "unknown" else { throw TerminalError.unsupportedTerminal(term.isEmpty ? "(unset)" : term) }
        setlocale(LC_ALL, "")
        supportsUnicode = signoff_is_utf8_locale() != 0
        theme = options.theme
        guard let screen = newterm(nil, signoff_stdout(), signoff_stdin()) else { throw TerminalError.unsupportedTerminal(term) }
        screenHandle = screen
        set_term(screen)
        guard let win = signoff_stdscr() else { throw TerminalError.cannotStart("no screen") }
        cbreak()
        noecho()
        nonl()
        intrflush(win, false)
        keypad(win, true)
        nodelay(win, true)
        curs_set(0)
        set_escdelay(options.escapeDelay)
        if options.color && has_colors() {
            start_color()
            use_default_colors()
            colorEnabled = true
            colorStarted = true
        }
        apply(theme: options.color ? options.theme : .monochrome)
        setMouse(enabled: options.mouse)
        refreshSize()
        invalidate()
    }

    /// Puts the terminal back as it was. Safe to call more than once.
    public func end() {
        guard !ended else { return }
        ended = true
        curs_set(1)
        endwin()
        if let screenHandle { delscreen(screenHandle) }
        screenHandle = nil
    }

    /// Stops the process as Ctrl-Z asks (SIGTSTP, handled on the UI loop rather than in ncurses' own
    /// handler, which could run on any thread, beside the UI thread's drawing, and flushed the keys typed
    /// after the process continued): the terminal is put back as the shell had it, the process stops, and
    /// when it continues the terminal is taken again and the next frame redraws every cell.
    public func suspend() {
        guard !ended else { return }
        endwin()
        var stopNow = sigaction()
        stopNow.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&stopNow.sa_mask)
        var handler = sigaction()
        sigaction(SIGTSTP, &stopNow, &handler)
        kill(getpid(), SIGTSTP)
        // Here once the process continues (fg).
        sigaction(SIGTSTP, &handler, nil)
        // As ncurses' own handler resumes: the update after `endwin` takes the terminal again (program
        // mode, keypad transmit for the arrow keys, the mouse), then the size and a full repaint.
        doupdate()
        if let win = signoff_stdscr() {
            // Keypad transmit again: `endwin` turned it off, and without it the arrows come as other codes.
            keypad(win, false)
            keypad(win, true)
        }
        refreshSize()
        invalidate()
    }

    /// Turns colour on or off while running (the settings screen); on needs a terminal with colours.
    public func setColor(_ on: Bool, theme newTheme: Theme) {
        if on && has_colors() && !colorStarted {
            start_color()
            use_default_colors()
            colorStarted = true
        }
        colorEnabled = on && colorStarted
        apply(theme: newTheme)
    }

    public func apply(theme newTheme: Theme) {
        theme = colorEnabled ? newTheme : .monochrome
        if colorEnabled {
            for role in ColorRole.allCases {
                let pair = theme.pair(for: role)
                guard pair > 0, let colors = theme.colors[role] else { continue }
                init_pair(pair, colors.foreground.rawValue, colors.background.rawValue)
            }
        }
        invalidate()
    }

    public func setMouse(enabled: Bool) {
        if enabled {
            mousemask(signoff_mouse_mask(), nil)
            mouseinterval(0)
        } else {
            mousemask(0, nil)
        }
    }

    private func refreshSize() {
        guard let win = signoff_stdscr() else { return }
        size = Size(width: Int(getmaxx(win)), height: Int(getmaxy(win)))
    }

    // MARK: Input

    /// Every key pending now, decoded; never blocks.
    public func readKeys() -> [Key] {
        guard !ended, let win = signoff_stdscr() else { return [] }
        var burst: [KeyDecoder.RawInput] = []
        var character: wint_t = 0
        while burst.count < 4096 {
            let rc = wget_wch(win, &character)
            if rc == ERR { break }
            if rc == KEY_CODE_YES {
                let code = Int32(character)
                if code == signoff_key_mouse() {
                    if let event = readMouse() { burst.append(.mouse(event)) }
                } else {
                    if code == signoff_key_resize() { refreshSize() }
                    burst.append(.keyCode(code))
                }
            } else {
                burst.append(.character(UInt32(character)))
            }
        }
        return KeyDecoder.decode(burst)
    }

    /// Throws away the keys typed but not read yet (ncurses' buffer and the terminal's), as a password
    /// prompt does before it reads: what was typed for the screen before a dialog opened unasked must
    /// not land in that dialog.
    public func discardTypeahead() {
        guard !ended else { return }
        flushinp()
    }

    private func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let p = Point(x: Int(event.x), y: Int(event.y))
        let state = event.bstate
        if state & signoff_button4() != 0 { return MouseEvent(kind: .wheelUp, position: p) }
        if state & signoff_button5() != 0 { return MouseEvent(kind: .wheelDown, position: p) }
        if state & signoff_button1_double() != 0 { return MouseEvent(kind: .doubleClick, position: p) }
        if state & signoff_button1_clicked() != 0 { return MouseEvent(kind: .click, position: p) }
        return nil
    }

    // MARK: Screen

    @discardableResult
    public func put(_ text: String, at: Point, style: Style, clip: Rect) -> Int {
        guard !ended, let win = signoff_stdscr() else { return 0 }
        let placed = CellPlacement.place(Sanitizer.inert(text), at: at, clip: clip, bounds: size, asciiOnly: !supportsUnicode)
        guard !placed.isEmpty else { return 0 }
        let (attrs, pair) = attributes(style)
        var used = 0
        // One call for each run of adjoining cells (placement leaves no gaps; a run ends only where one
        // would be): the call keeps whole the wide characters the run cuts at its two ends.
        var run: [wchar_t] = []
        var runX = placed[0].x, nextX = placed[0].x
        for p in placed {
            if p.x != nextX {
                _ = signoff_put_cells(win, Int32(at.y), Int32(runX), run, Int32(run.count), attrs, pair)
                run.removeAll(keepingCapacity: true)
                runX = p.x
            }
            for scalar in WholeCells.scalars(of: p.text, width: p.width, cells: Self.cells) {
                run.append(wchar_t(bitPattern: scalar))
            }
            nextX = p.x + p.width
            used += p.width
        }
        _ = signoff_put_cells(win, Int32(at.y), Int32(runX), run, Int32(run.count), attrs, pair)
        return used
    }

    /// Cells the C library gives one scalar, as ncurses and the terminal count them.
    private static func cells(_ scalar: UInt32) -> Int { Int(signoff_wcwidth(wchar_t(bitPattern: scalar))) }

    public func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(Rect(size: size))
        guard !area.isEmpty, !ended, let win = signoff_stdscr() else { return }
        let (attrs, pair) = attributes(style)
        for y in area.y..<area.maxY {
            _ = signoff_fill_cells(win, Int32(y), Int32(area.x), Int32(area.width), attrs, pair)
        }
    }

    public func setCursor(_ position: Point?) { cursor = position }

    public func noteScrolled(_ rows: Rect, by shift: Int) {
        if scrolled != nil { scrollsConflict = true }
        scrolled = (rows, shift)
    }

    public func flush() {
        guard !ended, let win = signoff_stdscr() else { return }
        let scroll = scrollsConflict || repaintsAll ? nil : scrolled
        scrolled = nil
        scrollsConflict = false
        repaintsAll = false
        // A list that scrolled beside another pane: the terminal is first shown the rows moved (one scroll,
        // cheap), then this frame is sent against that, in one synchronized update (DEC mode 2026, which a
        // terminal without it ignores) so the moved-only frame is never seen. Measured by
        // `signoff-bench scroll-bytes`.
        if let scroll, scroll.shift != 0, abs(scroll.shift) < scroll.rows.height,
           scroll.rows.y >= 0, scroll.rows.maxY <= size.height {
            writeToTerminal("\u{1B}[?2026h")
            _ = signoff_scroll_shown(Int32(scroll.rows.y), Int32(scroll.rows.maxY - 1), Int32(scroll.shift))
            update(win)
            writeToTerminal("\u{1B}[?2026l")
            return
        }
        update(win)
    }

    private func writeToTerminal(_ sequence: String) { writeToTerminal(Array(sequence.utf8)) }

    /// Writes bytes past ncurses, straight to the terminal: only between updates (each update flushes
    /// ncurses' own buffer first, so the order holds), and only bytes that move no cursor and draw no cell.
    private func writeToTerminal(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            offset += n
        }
    }

    private func update(_ win: UnsafeMutablePointer<WINDOW>) {
        if let cursor, Rect(size: size).contains(cursor) {
            wmove(win, Int32(cursor.y), Int32(cursor.x))
            curs_set(1)
        } else {
            curs_set(0)
        }
        wnoutrefresh(win)
        doupdate()
    }

    public func invalidate() {
        guard !ended, let cur = signoff_curscr() else { return }
        repaintsAll = true
        clearok(cur, true)
    }

    public func bell() {
        guard !ended else { return }
        _ = beep()
    }

    /// Writes the notification's sequence straight to the terminal once ncurses' own output is out
    /// (its buffer flushed): the sequence moves no cursor and draws no cell, so the screen ncurses
    /// believes it shows stays true.
    public func notify(_ notification: DesktopNotification) {
        guard !ended else { return }
        fflush(signoff_stdout())
        writeToTerminal(notificationEscape.bytes(for: notification))
    }

    private func attributes(_ style: Style) -> (attr_t, Int16) {
        var attrs = signoff_a_normal()
        if style.bold { attrs |= signoff_a_bold() }
        if style.underline { attrs |= signoff_a_underline() }
        // A role with its own background colour is visible without reverse video; reverse is for the rest.
        let hasBackground = colorEnabled && (theme.colors[style.role]?.background ?? .terminalDefault) != .terminalDefault
        if style.reverse && !hasBackground { attrs |= signoff_a_reverse() }
        if !colorEnabled && style.role == .dim { attrs |= signoff_a_dim() }
        return (attrs, colorEnabled ? theme.pair(for: style.role) : 0)
    }
}
