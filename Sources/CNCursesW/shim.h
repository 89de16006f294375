#ifndef SIGNOFF_CNCURSESW_SHIM_H
#define SIGNOFF_CNCURSESW_SHIM_H
// The wide-character ncurses API, and the macros Swift cannot import as small inline functions.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <string.h>
#include <ncursesw/curses.h>

static inline FILE *signoff_stdin(void) { return stdin; }
static inline FILE *signoff_stdout(void) { return stdout; }
static inline WINDOW *signoff_stdscr(void) { return stdscr; }
static inline WINDOW *signoff_curscr(void) { return curscr; }
static inline int signoff_lines(void) { return LINES; }
static inline int signoff_cols(void) { return COLS; }
static inline int signoff_colors(void) { return COLORS; }
static inline int signoff_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t signoff_a_normal(void) { return A_NORMAL; }
static inline attr_t signoff_a_bold(void) { return A_BOLD; }
static inline attr_t signoff_a_underline(void) { return A_UNDERLINE; }
static inline attr_t signoff_a_reverse(void) { return A_REVERSE; }
static inline attr_t signoff_a_dim(void) { return A_DIM; }

static inline int signoff_key_resize(void) { return KEY_RESIZE; }
static inline int signoff_key_mouse(void) { return KEY_MOUSE; }
static inline int signoff_key_f0(void) { return KEY_F0; }

static inline mmask_t signoff_mouse_mask(void) {
    return BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline mmask_t signoff_button1_clicked(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED; }
static inline mmask_t signoff_button1_double(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t signoff_button4(void) { return BUTTON4_PRESSED; }
static inline mmask_t signoff_button5(void) { return BUTTON5_PRESSED; }

/// Cells the C library (and so ncurses, and a terminal that asks the same library) gives one character;
/// -1 for one it cannot print. Glibc's Swift module does not declare `wcwidth`.
static inline int signoff_wcwidth(wchar_t c) { return wcwidth(c); }

/// Which part of a character cell (y, x) of `win` holds: 0 a whole (one-cell) character, 1 the left half
/// of a wide one, 2 (or more) the cell(s) to its right. ncurses keeps this in the cell's A_CHARTEXT bits
/// (its WidecExt), which win_wch hands back; -1 outside the window.
static inline int signoff_cell_part(WINDOW *win, int y, int x) {
    cchar_t cell;
    if (y < 0 || x < 0 || y > getmaxy(win) - 1 || x > getmaxx(win) - 1) return -1;
    if (mvwin_wch(win, y, x, &cell) == ERR) return -1;
    return (int)(cell.attr & A_CHARTEXT);
}

/// Makes cell (y, x) a space in the colours and attributes it has, as a terminal does with the half of a
/// wide character left when the other half is overwritten.
static inline void signoff_blank_cell(WINDOW *win, int y, int x) {
    cchar_t cell, blank;
    wchar_t text[CCHARW_MAX + 1] = { 0 };
    wchar_t space[2] = { L' ', L'\0' };
    attr_t attrs = 0;
    short pair = 0;
    if (mvwin_wch(win, y, x, &cell) == ERR) return;
    if (getcchar(&cell, text, &attrs, &pair, NULL) == ERR) { attrs = 0; pair = 0; }
    if (setcchar(&blank, space, attrs & ~A_CHARTEXT, pair, NULL) == ERR) return;
    mvwadd_wch(win, y, x, &blank);
}

/// Draws `count` wide characters at (y, x) with attributes and a colour pair, without moving past them.
/// Reads exactly `count` characters and never the one after: ncurses' own waddnwstr reads text[count]
/// before it checks the count (ncurses 6.4), which faulted when a line's buffer ended at a page boundary
/// (docs/RELIABILITY.md). Stops at the first character the window refuses, as waddnwstr does.
///
/// The cells drawn are left whole: a wide character that the run cuts at either end (its right half under
/// the run's first cell, or its left half under the run's last) has its other half made a space, as the
/// terminal does when it is sent the run. ncurses 6.4 does not: a one-cell character over either half of
/// a wide one, or a wide one ending on the left half of another, leaves the other half in place, and
/// doupdate then sends the wide character whole and every cell after it one column to the right, while
/// ncurses believes the screen shows what it was given (docs/ARCHITECTURE.md, Terminal).
static inline int signoff_put_cells(WINDOW *win, int y, int x, const wchar_t *text, int count, attr_t attrs, short pair) {
    int part = signoff_cell_part(win, y, x);
    if (part < 0) return ERR;
    if (part >= 2 && x - (part - 1) >= 0) signoff_blank_cell(win, y, x - (part - 1));
    if (wmove(win, y, x) == ERR) return ERR;
    int rc = OK, end = x;
    for (int i = 0; i < count && text[i] != L'\0'; i++) {
        wchar_t one[2] = { text[i], L'\0' };
        cchar_t cell;
        int width = wcwidth(text[i]);
        if (width > 0) end += width;
        if (setcchar(&cell, one, attrs, pair, NULL) == ERR || wadd_wch(win, &cell) == ERR) { rc = ERR; break; }
    }
    if (rc == OK && end > x && signoff_cell_part(win, y, end) >= 2) signoff_blank_cell(win, y, end);
    return rc;
}

/// Blanks `count` cells at (y, x) with attributes and a colour pair: one blank made once and laid along the
/// row (whline_set), where drawing each space as a character made every cell a character to set. The cells
/// are left whole as `signoff_put_cells` leaves them: a wide character the run cuts at either end has its
/// other half made a space.
static inline int signoff_fill_cells(WINDOW *win, int y, int x, int count, attr_t attrs, short pair) {
    int part = signoff_cell_part(win, y, x);
    if (part < 0) return ERR;
    if (part >= 2 && x - (part - 1) >= 0) signoff_blank_cell(win, y, x - (part - 1));
    wchar_t space[2] = { L' ', L'\0' };
    cchar_t blank;
    if (setcchar(&blank, space, attrs, pair, NULL) == ERR) return ERR;
    if (wmove(win, y, x) == ERR || whline_set(win, &blank, count) == ERR) return ERR;
    if (signoff_cell_part(win, y, x + count) >= 2) signoff_blank_cell(win, y, x + count);
    return OK;
}

/// Shows the terminal the rows `top`...`bottom` (inclusive) of what it shows now moved up by `n` rows (down
/// for n < 0), as one scroll of that region: what the terminal shows (curscr) is copied, scrolled and
/// sent, so ncurses' line matching finds the shift and sends a scroll instead of the rows again. The
/// frame already drawn on stdscr is put back afterwards; the next update sends it, against the scrolled
/// screen. Used when a list pane beside another pane scrolled: rows only partly equal never match whole.
static inline int signoff_scroll_shown(int top, int bottom, int n) {
    WINDOW *frame = dupwin(stdscr);
    if (frame == NULL) return ERR;
    int last_row = LINES - 1, last_col = COLS - 1;
    int rc = copywin(curscr, stdscr, 0, 0, 0, 0, last_row, last_col, FALSE);
    if (rc == OK) {
        scrollok(stdscr, TRUE);
        wsetscrreg(stdscr, top, bottom);
        rc = wscrl(stdscr, n);
        wsetscrreg(stdscr, 0, last_row);
        scrollok(stdscr, FALSE);
        if (rc == OK) { wnoutrefresh(stdscr); rc = doupdate(); }
    }
    copywin(frame, stdscr, 0, 0, 0, 0, last_row, last_col, FALSE);
    delwin(frame);
    return rc;
}

static inline int signoff_is_utf8_locale(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}
#endif
