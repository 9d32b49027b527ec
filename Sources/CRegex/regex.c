// glibc's POSIX regular expressions, compiled only to check a pattern (see CRegex.h): what
// glibc refuses, and its reason, is what less refuses. Swift cannot hold a regex_t's layout
// portably, nor switch the thread's locale around each call cheaply.
#define _GNU_SOURCE
#include "CRegex.h"
#include <locale.h>
#include <pthread.h>
#include <regex.h>
#include <stdio.h>

// One C.UTF-8 locale for the process, made once; uselocale switches only the calling thread.
static locale_t utf8_locale;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;
static void make_utf8_locale(void) {
  utf8_locale = newlocale(LC_ALL_MASK, "C.UTF-8", (locale_t)0);
}

int guia_regex_check(const char *pattern, int ignore_case, char *error, size_t error_size) {
  pthread_once(&utf8_once, make_utf8_locale);
  locale_t previous = utf8_locale ? uselocale(utf8_locale) : (locale_t)0;
  regex_t compiled;
  int flags = REG_EXTENDED | REG_NEWLINE | REG_NOSUB | (ignore_case ? REG_ICASE : 0);
  int status = regcomp(&compiled, pattern, flags);
  if (status != 0) {
    if (error_size > 0) regerror(status, &compiled, error, error_size);
  } else {
    regfree(&compiled);
  }
  if (previous) uselocale(previous);
  return status == 0;
}
