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

/// Draws `count` wide characters at (y, x) with attributes and a colour pair, without moving past them.
/// Reads exactly `count` characters and never the one after: ncurses' own waddnwstr reads text[count]
/// before it checks the count (ncurses 6.4), which faulted when a line's buffer ended at a page boundary
/// (docs/RELIABILITY.md). Stops at the first character the window refuses, as waddnwstr does.
static inline int signoff_put_cells(WINDOW *win, int y, int x, const wchar_t *text, int count, attr_t attrs, short pair) {
    if (wmove(win, y, x) == ERR) return ERR;
    int rc = OK;
    for (int i = 0; i < count && text[i] != L'\0'; i++) {
        wchar_t one[2] = { text[i], L'\0' };
        cchar_t cell;
        if (setcchar(&cell, one, attrs, pair, NULL) == ERR || wadd_wch(win, &cell) == ERR) { rc = ERR; break; }
    }
    return rc;
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
