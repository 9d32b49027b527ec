#ifndef GUIA_CNCURSESW_SHIM_H
#define GUIA_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D flags, so the wide-character API is switched on here,
// before curses.h decides which declarations to expose.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Swift 6 rejects C mutable globals and cannot call C macros with arguments:
// these wrappers are the only way guia reaches them.
static inline WINDOW *guia_stdscr(void) { return stdscr; }
static inline int guia_lines(void) { return LINES; }
static inline int guia_cols(void) { return COLS; }
static inline int guia_key_resize(void) { return KEY_RESIZE; }
static inline int guia_key_mouse(void) { return KEY_MOUSE; }
static inline int guia_key_code_yes(void) { return KEY_CODE_YES; }
static inline int guia_err(void) { return ERR; }
static inline int guia_ok(void) { return OK; }

static inline attr_t guia_a_bold(void) { return A_BOLD; }
static inline attr_t guia_a_dim(void) { return A_DIM; }
static inline attr_t guia_a_underline(void) { return A_UNDERLINE; }
static inline attr_t guia_a_reverse(void) { return A_REVERSE; }
static inline attr_t guia_a_italic(void) { return A_ITALIC; }
static inline attr_t guia_a_normal(void) { return A_NORMAL; }

static inline mmask_t guia_wheel_up_mask(void) { return BUTTON4_PRESSED; }
#if NCURSES_MOUSE_VERSION > 1
static inline mmask_t guia_wheel_down_mask(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t guia_wheel_down_mask(void) { return 0; }
#endif

/// ncurses' public mvcur, vidattr and putp write with putchar, into C's stdout, while the rest
/// of its output goes straight to the descriptor. Left buffered, those bytes came out when
/// stdio's buffer filled (cutting a sequence in two) or at exit, after the shell's screen was
/// back; unbuffered, they reach the terminal in order.
static inline int guia_unbuffer_stdout(void) { return setvbuf(stdout, NULL, _IONBF, 0); }

/// tiparm is variadic, which Swift cannot call: this fixes the number of parameters.
static inline char *guia_tiparm2(const char *cap, int a, int b) { return tiparm(cap, a, b); }

/// Whether ncurses has a terminal (its terminfo entry) to take rules from.
static inline int guia_has_terminal(void) { return cur_term != NULL; }

/// What tputs writes for a string capability, kept in a buffer instead of sent: terminfo's
/// padding (`$<5>` in vt100's `cup`) becomes the delay its rules ask for (none on a terminal
/// with `xon`, pad characters where the baud rate needs them), never the text `$<5>`.
struct guia_tputs_output { int length; char bytes[4096]; };
static inline struct guia_tputs_output *guia_tputs_output(void) {
  // A function's static, not a file's: Swift emits the inline functions it calls, not a
  // header's globals.
  static struct guia_tputs_output output;
  return &output;
}
static inline int guia_tputs_put(int c) {
  struct guia_tputs_output *output = guia_tputs_output();
  if (output->length < (int)sizeof output->bytes) output->bytes[output->length++] = (char)c;
  return c;
}
static inline const char *guia_tputs_expand(const char *cap, int *length) {
  struct guia_tputs_output *output = guia_tputs_output();
  output->length = 0;
  tputs(cap, 1, guia_tputs_put);
  *length = output->length;
  return output->bytes;
}

/// Empties a string capability of the terminal ncurses opened, in place: ncurses keeps its
/// own copy of the entry, so this is the only way to keep it from sending one (`-X` empties
/// `smcup` and `rmcup`, as less -X sends neither).
static inline void guia_clear_capability(const char *name) {
  char *value = tigetstr(name);
  if (value != NULL && value != (char *)-1) value[0] = 0;
}
#endif
