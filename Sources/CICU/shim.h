#ifndef GUIA_CICU_SHIM_H
#define GUIA_CICU_SHIM_H
// ICU renames every C function by macro (ubrk_open -> ubrk_open_72) so that several versions
// can live in one process; Swift cannot call a macro, so these wrappers are how guia reaches
// ICU. Only the few calls guia needs are here: break iterators over UTF-8 and character
// properties.
#include <stdint.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>
#include <unicode/uversion.h>

/// The kinds of boundary guia asks for.
typedef enum {
  GUIA_BREAK_GRAPHEME = 0,  // extended grapheme clusters (UAX #29)
  GUIA_BREAK_LINE = 1       // line-break opportunities (UAX #14), Japanese strict (kinsoku)
} guia_break_kind;

/// Opens an iterator of `kind`, or returns NULL.
static inline UBreakIterator *guia_icu_open(guia_break_kind kind) {
  UErrorCode status = U_ZERO_ERROR;
  // "lb=strict": no line may start with small kana (ッ), the prolonged sound mark (ー) or
  // closing punctuation (、。), as Japanese typesetting (kinsoku) requires.
  UBreakIterator *iterator = kind == GUIA_BREAK_LINE
                                 ? ubrk_open(UBRK_LINE, "ja@lb=strict", NULL, 0, &status)
                                 : ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
  if (U_FAILURE(status)) {
    if (iterator) ubrk_close(iterator);
    return NULL;
  }
  return iterator;
}

/// Closes an iterator.
static inline void guia_icu_close(UBreakIterator *iterator) { ubrk_close(iterator); }

/// Writes to `out` the byte offsets of the boundaries of `kind` in the UTF-8 text, after its
/// start and up to and including its end, at most `capacity` of them; returns how many, or -1
/// when ICU fails. For lines, `hard` (when not NULL) is set to 1 where the break is mandatory.
/// The iterator is left without text.
static inline int32_t guia_icu_boundaries(UBreakIterator *iterator, const char *text,
                                          int64_t length, int32_t *out, uint8_t *hard,
                                          int32_t capacity) {
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
    // The iterator must not keep a pointer to text that goes away.
    UErrorCode ignored = U_ZERO_ERROR;
    ubrk_setText(iterator, NULL, 0, &ignored);
    utext_close(utext);
  }
  return U_SUCCESS(status) ? count : -1;
}

/// East_Asian_Width of a code point (UEastAsianWidth: U_EA_WIDE, U_EA_FULLWIDTH, U_EA_AMBIGUOUS…).
static inline int32_t guia_icu_east_asian_width(uint32_t c) {
  return u_getIntPropertyValue((UChar32)c, UCHAR_EAST_ASIAN_WIDTH);
}

/// The general category of a code point (UCharCategory; U_UNASSIGNED is 0).
static inline int32_t guia_icu_char_type(uint32_t c) { return u_charType((UChar32)c); }

/// Whether a code point has Emoji_Presentation.
static inline int guia_icu_is_emoji_presentation(uint32_t c) {
  return u_hasBinaryProperty((UChar32)c, UCHAR_EMOJI_PRESENTATION);
}

/// Whether a code point has the Emoji property (digits, #, * and text-style symbols too).
static inline int guia_icu_is_emoji(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_EMOJI); }

/// Whether a code point is Extended_Pictographic.
static inline int guia_icu_is_extended_pictographic(uint32_t c) {
  return u_hasBinaryProperty((UChar32)c, UCHAR_EXTENDED_PICTOGRAPHIC);
}

/// Whether a code point is a noncharacter (U+FFFE, U+FFFF, U+FDD0…U+FDEF, …).
static inline int guia_icu_is_noncharacter(uint32_t c) {
  return u_hasBinaryProperty((UChar32)c, UCHAR_NONCHARACTER_CODE_POINT);
}

/// Hangul_Syllable_Type (U_HST_VOWEL_JAMO and U_HST_TRAILING_JAMO join a syllable: no cell).
static inline int32_t guia_icu_hangul_syllable_type(uint32_t c) {
  return u_getIntPropertyValue((UChar32)c, UCHAR_HANGUL_SYLLABLE_TYPE);
}

/// The short name of a code point's Line_Break class ("AL", "NU", "HY"…).
static inline const char *guia_icu_line_break_class(uint32_t c) {
  return u_getPropertyValueName(UCHAR_LINE_BREAK,
                                u_getIntPropertyValue((UChar32)c, UCHAR_LINE_BREAK),
                                U_SHORT_PROPERTY_NAME);
}

/// The Unicode version ICU's data follows, as "15.0".
static inline void guia_icu_unicode_version(char *out, int32_t capacity) {
  UVersionInfo version;
  u_getUnicodeVersion(version);
  if (capacity >= U_MAX_VERSION_STRING_LENGTH) u_versionToString(version, out);
}
#endif
