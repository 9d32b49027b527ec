// ICU's break iterators and character properties behind plain C functions (see CICU.h).
#include "CICU.h"
#include <pthread.h>
#include <stdio.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>

// Opening an iterator loads its rules (tens of microseconds) and an iterator is not
// thread-safe: opened ones wait in a small pool per kind, each taken by one thread at a time.
// The pool stays reachable for the process's life (nothing for a leak checker to report).
#define POOL_CAPACITY 8
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static UBreakIterator *pool[2][POOL_CAPACITY];
static int pool_count[2];

static UBreakIterator *take(int kind) {
  UBreakIterator *iterator = NULL;
  pthread_mutex_lock(&pool_lock);
  if (pool_count[kind] > 0) iterator = pool[kind][--pool_count[kind]];
  pthread_mutex_unlock(&pool_lock);
  if (iterator) return iterator;
  UErrorCode status = U_ZERO_ERROR;
  // "lb=strict": no line may start with small kana (ッ), the prolonged sound mark (ー) or
  // closing punctuation (、。), as Japanese typesetting (kinsoku) requires.
  iterator = kind == GUIA_BREAK_LINE ? ubrk_open(UBRK_LINE, "ja@lb=strict", NULL, 0, &status)
                                     : ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
  if (U_FAILURE(status)) {
    if (iterator) ubrk_close(iterator);
    return NULL;
  }
  return iterator;
}

static void give_back(int kind, UBreakIterator *iterator) {
  pthread_mutex_lock(&pool_lock);
  if (pool_count[kind] < POOL_CAPACITY) {
    pool[kind][pool_count[kind]++] = iterator;
    iterator = NULL;
  }
  pthread_mutex_unlock(&pool_lock);
  if (iterator) ubrk_close(iterator);
}

int32_t guia_icu_boundaries(int kind, const char *text, int64_t length, int32_t *out,
                            uint8_t *hard, int32_t capacity) {
  if (kind != GUIA_BREAK_GRAPHEME && kind != GUIA_BREAK_LINE) return -1;
  UBreakIterator *iterator = take(kind);
  if (!iterator) return -1;
  UErrorCode status = U_ZERO_ERROR;
  UText storage = UTEXT_INITIALIZER;
  UText *utext = utext_openUTF8(&storage, text, length, &status);
  int32_t count = 0;
  if (U_SUCCESS(status)) {
    ubrk_setUText(iterator, utext, &status);
    if (U_SUCCESS(status)) {
      ubrk_first(iterator);
      for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE && count < capacity;
           boundary = ubrk_next(iterator)) {
        if (hard) {
          int32_t rule = ubrk_getRuleStatus(iterator);
          hard[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        out[count++] = boundary;
      }
    }
    // The pooled iterator must not keep a pointer to text that goes away.
    UErrorCode ignored = U_ZERO_ERROR;
    static const UChar empty[1] = {0};
    ubrk_setText(iterator, empty, 0, &ignored);
    utext_close(utext);
  }
  give_back(kind, iterator);
  return U_SUCCESS(status) ? count : -1;
}

int guia_icu_is_mark_or_format(uint32_t c) {
  int8_t type = u_charType((UChar32)c);
  return type == U_NON_SPACING_MARK || type == U_ENCLOSING_MARK || type == U_FORMAT_CHAR;
}

int guia_icu_is_joining_jamo(uint32_t c) {
  int32_t type = u_getIntPropertyValue((UChar32)c, UCHAR_HANGUL_SYLLABLE_TYPE);
  return type == U_HST_VOWEL_JAMO || type == U_HST_TRAILING_JAMO;
}

int guia_icu_is_hangul(uint32_t c) {
  return u_getIntPropertyValue((UChar32)c, UCHAR_HANGUL_SYLLABLE_TYPE) != U_HST_NOT_APPLICABLE;
}

int guia_icu_is_wide(uint32_t c) {
  int32_t width = u_getIntPropertyValue((UChar32)c, UCHAR_EAST_ASIAN_WIDTH);
  return width == U_EA_WIDE || width == U_EA_FULLWIDTH;
}

int guia_icu_is_ambiguous(uint32_t c) {
  return u_getIntPropertyValue((UChar32)c, UCHAR_EAST_ASIAN_WIDTH) == U_EA_AMBIGUOUS;
}

int guia_icu_is_unassigned(uint32_t c) { return u_charType((UChar32)c) == U_UNASSIGNED; }

int guia_icu_is_noncharacter(uint32_t c) {
  return u_hasBinaryProperty((UChar32)c, UCHAR_NONCHARACTER_CODE_POINT);
}

int guia_icu_is_emoji(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_EMOJI); }

int guia_icu_is_emoji_presentation(uint32_t c) {
  return u_hasBinaryProperty((UChar32)c, UCHAR_EMOJI_PRESENTATION);
}

const char *guia_icu_line_break_class(uint32_t c) {
  return u_getPropertyValueName(UCHAR_LINE_BREAK,
                                u_getIntPropertyValue((UChar32)c, UCHAR_LINE_BREAK),
                                U_SHORT_PROPERTY_NAME);
}

// --- Regular expressions that can be stopped ------------------------------------------------
//
// glibc's regexec cannot be stopped once it runs, and with a back-reference it is cubic or
// worse (`(a*)\1b` on a line of 3 000 `a`: tens of seconds). ICU's matcher calls back every
// few thousand steps; the callback asks guia whether a key or a signal is waiting, and a
// match it stops ends at once.

#include <stdlib.h>
#include <unicode/uregex.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>

static int (*interrupt_check)(void) = NULL;

void guia_icu_regex_set_interrupt_check(int (*check)(void)) { interrupt_check = check; }

int guia_icu_regex_interrupt_pending(void) { return interrupt_check != NULL && interrupt_check(); }

static UBool keep_matching(const void *context, int32_t steps) {
  (void)context;
  (void)steps;
  return interrupt_check == NULL || !interrupt_check();
}

void *guia_icu_regex_compile(const char *pattern, int ignore_case, char *error, size_t error_size) {
  UErrorCode status = U_ZERO_ERROR;
  UParseError where;
  uint32_t flags = UREGEX_MULTILINE | (ignore_case ? UREGEX_CASE_INSENSITIVE : 0);
  // The pattern in UTF-16, as uregex_open takes it.
  int32_t needed = 0;
  u_strFromUTF8(NULL, 0, &needed, pattern, -1, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR) status = U_ZERO_ERROR;
  UChar *wide = U_SUCCESS(status) ? calloc((size_t)needed + 1, sizeof(UChar)) : NULL;
  if (wide == NULL) {
    if (error_size > 0) snprintf(error, error_size, "%s", U_FAILURE(status) ? u_errorName(status) : "out of memory");
    return NULL;
  }
  u_strFromUTF8(wide, needed + 1, NULL, pattern, -1, &status);
  URegularExpression *regex = U_SUCCESS(status) ? uregex_open(wide, needed, flags, &where, &status) : NULL;
  free(wide);
  if (U_FAILURE(status)) {
    if (error_size > 0) snprintf(error, error_size, "%s", u_errorName(status));
    if (regex) uregex_close(regex);
    return NULL;
  }
  return regex;
}

void guia_icu_regex_free(void *regex) {
  if (regex) uregex_close((URegularExpression *)regex);
}

int guia_icu_regex_find_all(const void *regex, const char *bytes, int64_t length, int64_t start,
                            int32_t time_limit, int64_t *out, int32_t capacity, int32_t *count) {
  *count = 0;
  UErrorCode status = U_ZERO_ERROR;
  // A clone for this call: a URegularExpression holds its text and position, and the pattern
  // may be matched on more than one thread.
  URegularExpression *matcher = uregex_clone((const URegularExpression *)regex, &status);
  if (U_FAILURE(status)) return -1;
  uregex_setMatchCallback(matcher, keep_matching, NULL, &status);
  if (time_limit > 0) uregex_setTimeLimit(matcher, time_limit, &status);
  UText *text = utext_openUTF8(NULL, bytes, length, &status);
  uregex_setUText(matcher, text, &status);
  int result = 0;
  int64_t cursor = start;
  while (U_SUCCESS(status) && *count < capacity && cursor <= length) {
    if (!uregex_find64(matcher, cursor, &status)) break;
    int64_t lower = uregex_start64(matcher, 0, &status);
    int64_t upper = uregex_end64(matcher, 0, &status);
    if (U_FAILURE(status)) break;
    out[2 * *count] = lower;
    out[2 * *count + 1] = upper;
    *count += 1;
    cursor = upper;
    if (upper == lower) {
      // On past the whole character, never into its continuation bytes.
      cursor += 1;
      while (cursor < length && ((unsigned char)bytes[cursor] & 0xC0) == 0x80) cursor += 1;
    }
  }
  if (status == U_REGEX_STOPPED_BY_CALLER || status == U_REGEX_TIME_OUT) result = 1;
  else if (U_FAILURE(status)) result = -1;
  utext_close(text);
  uregex_close(matcher);
  return result;
}
