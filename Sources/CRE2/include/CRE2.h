#ifndef GUIA_CRE2_H
#define GUIA_CRE2_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A regular expression in RE2's syntax, matched leftmost-longest (as POSIX and less do) in
/// time linear in the text: no pattern can take exponential time. `^` and `$` match at each
/// newline (the pattern says `(?m)`), and no match holds a newline.
typedef struct guia_re2 guia_re2;

/// Compiles `pattern` (NUL-terminated UTF-8); `ignore_case` folds case as Unicode does. On
/// failure returns NULL with RE2's message in `error`, NUL-terminated.
guia_re2 *guia_re2_compile(const char *pattern, int ignore_case, char *error, size_t error_size);

/// Frees what guia_re2_compile returned (NULL is allowed); a match still running on a worker
/// keeps the expression alive until it ends.
void guia_re2_free(guia_re2 *regex);

/// Makes `check` what a running match asks every few milliseconds: non-zero stops it.
void guia_re2_set_interrupt_check(int (*check)(void));

/// The matches in `bytes[start..<length]`, left to right, not overlapping; an empty match is
/// kept and the next looked for a character later. The bytes before `start` are context, and
/// a `^` matches at 0 only if `at_line_start`. Writes at most `capacity` pairs of offsets to
/// `out` and their number to `count`. A match that would cost more than a few milliseconds
/// runs on a worker thread while this one asks the interrupt check: when it says stop, or
/// `time_limit_ms` (if positive) has passed, the call returns at once with the matches found
/// so far, and the worker is left to end on its own (linear time bounds it).
/// Returns 0 when all were found (or `capacity` reached), 1 when stopped.
int guia_re2_find_all(const guia_re2 *regex, const char *bytes, size_t length, size_t start,
                      int at_line_start, int32_t time_limit_ms, int64_t *out, int32_t capacity,
                      int32_t *count);

#ifdef __cplusplus
}
#endif
#endif
