#ifndef REEL_CNCURSESW_SHIM_H
#define REEL_CNCURSESW_SHIM_H
// ncursesw for Swift: wide-character API, and static inline wrappers for what Swift cannot import
// (macros with arguments or casts, and C globals that Swift 6 rejects as not concurrency-safe).
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <unistd.h>
#include <ncursesw/curses.h>

// MARK: globals

static inline WINDOW *reel_stdscr(void) { return stdscr; }
static inline WINDOW *reel_curscr(void) { return curscr; }
static inline int reel_lines(void) { return LINES; }
static inline int reel_cols(void) { return COLS; }
static inline int reel_colors(void) { return COLORS; }
static inline int reel_color_pairs(void) { return COLOR_PAIRS; }

/// Opens the terminal on stdin/stdout; NULL (instead of exiting, as initscr does) when it cannot.
static inline SCREEN *reel_newterm(void) { return newterm(NULL, stdout, stdin); }

/// Whether the current locale's character set is UTF-8 (call after setlocale).
static inline int reel_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// The size of a window, which `getmaxyx` (a macro) reports.
static inline void reel_getmaxyx(WINDOW *window, int *rows, int *columns) {
    int y = 0, x = 0;
    getmaxyx(window, y, x);
    *rows = y;
    *columns = x;
}

/// The C library's display width of a character in the current locale (-1 for non-printable),
/// for checking TerminalUI's pure-Swift measurement against it.
static inline int reel_wcwidth(unsigned int character) { return wcwidth((wchar_t)character); }

// MARK: attributes and keys

static inline attr_t reel_a_normal(void) { return A_NORMAL; }
static inline attr_t reel_a_bold(void) { return A_BOLD; }
static inline attr_t reel_a_dim(void) { return A_DIM; }
static inline attr_t reel_a_underline(void) { return A_UNDERLINE; }
static inline attr_t reel_a_reverse(void) { return A_REVERSE; }
static inline attr_t reel_a_italic(void) { return A_ITALIC; }
static inline int reel_key_f(int n) { return KEY_F(n); }

// MARK: mouse

static inline mmask_t reel_mouse_all(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t reel_button_pressed(int button) {
    switch (button) {
    case 1: return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED;
    case 2: return BUTTON2_PRESSED | BUTTON2_CLICKED | BUTTON2_DOUBLE_CLICKED;
    case 3: return BUTTON3_PRESSED | BUTTON3_CLICKED | BUTTON3_DOUBLE_CLICKED;
    case 4: return BUTTON4_PRESSED;
    case 5: return BUTTON5_PRESSED;
    default: return 0;
    }
}
static inline mmask_t reel_buttons_released(void) { return BUTTON1_RELEASED | BUTTON2_RELEASED | BUTTON3_RELEASED; }

// MARK: output that is not cells

/// Writes `length` bytes of a control sequence that changes nothing on the screen (OSC 52) to the
/// terminal, after ncurses has flushed its frame; retries short writes. 0 on success, -1 on error.
static inline int reel_write_sequence(const char *bytes, size_t length) {
    fflush(stdout);
    int fd = fileno(stdout);
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) return -1;
        bytes += written;
        length -= (size_t)written;
    }
    return 0;
}

/// Writes a NUL-terminated control sequence straight to the terminal with write() alone, so a
/// signal handler may call it; retries short writes, gives up on an error.
static inline void reel_write_raw(const char *sequence) {
    size_t length = strlen(sequence);
    while (length > 0) {
        ssize_t written = write(STDOUT_FILENO, sequence, length);
        if (written <= 0) return;
        sequence += written;
        length -= (size_t)written;
    }
}

// MARK: bracketed paste (xterm private mode 2004; TerminalUI's BracketedPaste.enable and .disable)

static inline void reel_bracketed_paste_on(void) { reel_write_raw("\033[?2004h"); }
static inline void reel_bracketed_paste_off(void) { reel_write_raw("\033[?2004l"); }

// MARK: always restoring the terminal
// The handlers keep state in function-local statics: only CursesTerminal.swift calls the functions
// below, so one copy of each exists.

/// Leaves curses mode if it is on, turning bracketed paste off first; safe to call twice, from
/// atexit and from signal handlers.
static inline void reel_restore_terminal(void) {
    if (stdscr != NULL && !isendwin()) {
        reel_bracketed_paste_off();
        endwin();
    }
}

/// The SIGTSTP action that was in place before reel's (ncurses' own, which leaves curses mode,
/// stops, and repaints when continued).
static inline struct sigaction *reel_previous_tstp(void) {
    static struct sigaction previous;
    return &previous;
}

/// SIGTSTP (Ctrl-Z in cbreak mode, `kill -TSTP`): bracketed paste off while the shell has the
/// terminal, on again when the program continues; the stopping itself is the previous action's.
static inline void reel_on_tstp(int sig, siginfo_t *info, void *context) {
    int was_on = stdscr != NULL && !isendwin();
    if (was_on) reel_bracketed_paste_off();
    struct sigaction *previous = reel_previous_tstp();
    if (previous->sa_flags & SA_SIGINFO) {
        previous->sa_sigaction(sig, info, context);
    } else if (previous->sa_handler == SIG_DFL) {
        // Stop with the default action, unblocked (it is blocked while this handler runs).
        struct sigaction self;
        sigaction(SIGTSTP, previous, &self);
        sigset_t tstp_only, mask;
        sigemptyset(&tstp_only);
        sigaddset(&tstp_only, SIGTSTP);
        sigprocmask(SIG_UNBLOCK, &tstp_only, &mask);
        raise(SIGTSTP);
        sigprocmask(SIG_SETMASK, &mask, NULL);
        sigaction(SIGTSTP, &self, NULL);
    } else if (previous->sa_handler != SIG_IGN) {
        previous->sa_handler(sig);
    }
    if (was_on) reel_bracketed_paste_on();
}

static inline void reel_restore_and_reraise(int sig) {
    reel_restore_terminal();
    signal(sig, SIG_DFL);
    raise(sig);
}

/// Restores the terminal on exit(), on SIGINT/SIGTERM/SIGHUP/SIGQUIT, and on the signals of a
/// crash (Swift traps raise SIGILL or SIGTRAP on Linux), then lets the signal do what it would have done.
static inline void reel_install_restore_handlers(void) {
    static int installed = 0;
    if (!installed) {
        installed = 1;
        atexit(reel_restore_terminal);
    }
    const int signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = reel_restore_and_reraise;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        sigaction(signals[i], &action, NULL);
    }
    // A parent may have left these blocked (test runners do); blocked, they could not restore anything.
    sigset_t unblock;
    sigemptyset(&unblock);
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        sigaddset(&unblock, signals[i]);
    }
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);

    struct sigaction tstp;
    memset(&tstp, 0, sizeof tstp);
    tstp.sa_sigaction = reel_on_tstp;
    sigemptyset(&tstp.sa_mask);
    tstp.sa_flags = SA_SIGINFO | SA_RESTART;
    sigaction(SIGTSTP, &tstp, reel_previous_tstp());
}

/// Puts the default handlers back (after the terminal was restored by the program itself).
static inline void reel_remove_restore_handlers(void) {
    const int signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        signal(signals[i], SIG_DFL);
    }
    sigaction(SIGTSTP, reel_previous_tstp(), NULL);
}
#endif
