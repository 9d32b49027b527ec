#ifndef GUIA_CREGEX_H
#define GUIA_CREGEX_H
#include <stddef.h>

/// Whether glibc's regcomp compiles `pattern` (NUL-terminated UTF-8) as a POSIX extended
/// regular expression in the C.UTF-8 locale, as less reads one; `ignore_case` as REG_ICASE.
/// Returns 1, or 0 with regerror's message in `error`, NUL-terminated. Nothing is kept: the
/// matching is RE2's or ICU's (see RegularExpression.swift).
int guia_regex_check(const char *pattern, int ignore_case, char *error, size_t error_size);

#endif
