// ICU's break iterators and character properties behind plain C functions (see CICU.h).
#include "CICU.h"
#include <pthread.h>
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
