#ifndef GUIA_CREGEX_H
#define GUIA_CREGEX_H
#include <stddef.h>

/// A POSIX extended regular expression (glibc's regcomp), compiled and run in the C.UTF-8
/// locale whatever the process's, so `.` is one character of UTF-8 text and a search means
/// the same under `LANG=C` as under `es_ES.UTF-8`. `^` and `$` match at each newline.
typedef struct guia_regex guia_regex;

/// Compiles `pattern` (NUL-terminated UTF-8); `ignore_case` as REG_ICASE. On failure returns
/// NULL with regerror's message (or "out of memory") in `error`, NUL-terminated.
guia_regex *guia_regex_compile(const char *pattern, int ignore_case, char *error,
                               size_t error_size);

/// Frees what guia_regex_compile returned (NULL is allowed).
void guia_regex_free(guia_regex *regex);

/// Finds the leftmost match in `bytes[start..<length]`; the bytes before `start` are context
/// (a `^` matches at `start` only after a newline, or at 0 unless `not_at_line_start`).
/// Returns 1 and the match's byte range in `match_start` / `match_end`, or 0 for none.
/// Safe to call from several threads on one regex.
int guia_regex_find(const guia_regex *regex, const char *bytes, size_t length, size_t start,
                    int not_at_line_start, size_t *match_start, size_t *match_end);

#endif
