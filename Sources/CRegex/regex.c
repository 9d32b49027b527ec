// glibc's POSIX regular expressions behind three calls (see CRegex.h): Swift cannot hold a
// regex_t's layout portably, nor switch the thread's locale around each call cheaply.
#define _GNU_SOURCE
#include "CRegex.h"
#include <locale.h>
#include <pthread.h>
#include <regex.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

struct guia_regex {
  regex_t compiled;
};

// One C.UTF-8 locale for the process, made once; uselocale switches only the calling thread.
static locale_t utf8_locale;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;
static void make_utf8_locale(void) {
  utf8_locale = newlocale(LC_ALL_MASK, "C.UTF-8", (locale_t)0);
}

static locale_t enter_utf8(void) {
  pthread_once(&utf8_once, make_utf8_locale);
  return utf8_locale ? uselocale(utf8_locale) : (locale_t)0;
}

static void leave(locale_t previous) {
  if (previous) uselocale(previous);
}

guia_regex *guia_regex_compile(const char *pattern, int ignore_case, char *error,
                               size_t error_size) {
  guia_regex *regex = calloc(1, sizeof *regex);
  if (!regex) {
    if (error_size > 0) snprintf(error, error_size, "out of memory");
    return NULL;
  }
  locale_t previous = enter_utf8();
  int flags = REG_EXTENDED | REG_NEWLINE | (ignore_case ? REG_ICASE : 0);
  int status = regcomp(&regex->compiled, pattern, flags);
  if (status != 0) {
    if (error_size > 0) regerror(status, &regex->compiled, error, error_size);
    leave(previous);
    free(regex);
    return NULL;
  }
  leave(previous);
  return regex;
}

void guia_regex_free(guia_regex *regex) {
  if (!regex) return;
  regfree(&regex->compiled);
  free(regex);
}

int guia_regex_find(const guia_regex *regex, const char *bytes, size_t length, size_t start,
                    int not_at_line_start, size_t *match_start, size_t *match_end) {
  if (start > length) return 0;
  regmatch_t match[1];
  // REG_STARTEND: the text is bytes[rm_so..<rm_eo], NULs included, and glibc reads the byte
  // before rm_so for the context of `^`.
  match[0].rm_so = (regoff_t)start;
  match[0].rm_eo = (regoff_t)length;
  locale_t previous = enter_utf8();
  int status = regexec(&regex->compiled, bytes, 1, match,
                       REG_STARTEND | (not_at_line_start ? REG_NOTBOL : 0));
  leave(previous);
  if (status != 0) return 0;
  *match_start = (size_t)match[0].rm_so;
  *match_end = (size_t)match[0].rm_eo;
  return 1;
}
