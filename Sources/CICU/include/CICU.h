#ifndef GUIA_CICU_H
#define GUIA_CICU_H
// What guia asks of ICU (Debian's libicu-dev, ICU 72, Unicode 15), in plain C types.
//
// ICU's own headers are included only by icu.c: Foundation carries a second copy of ICU
// (_FoundationICU) whose headers define the same enums differently, and a module that saw both
// would not compile. ICU also renames every function by macro (ubrk_open -> ubrk_open_72),
// which Swift cannot call; these wrappers are plain functions.
#include <stddef.h>
#include <stdint.h>

/// The kinds of boundary guia asks for.
enum {
  GUIA_BREAK_GRAPHEME = 0,  // extended grapheme clusters (UAX #29)
  GUIA_BREAK_LINE = 1       // line-break opportunities (UAX #14), Japanese strict (kinsoku)
};

/// Writes to `out` the byte offsets of the boundaries of `kind` in the UTF-8 text, after its
/// start and up to and including its end, at most `capacity` of them; returns how many, or -1
/// when ICU fails (its data missing). For lines, `hard` (when not NULL) gets 1 where the break
/// is mandatory. Safe to call from any thread.
int32_t guia_icu_boundaries(int kind, const char *text, int64_t length, int32_t *out,
                            uint8_t *hard, int32_t capacity);

/// General category Mn, Me or Cf: drawn in no cell of its own.
int guia_icu_is_mark_or_format(uint32_t c);
/// Hangul medial vowel or final consonant jamo: joins the syllable before it.
int guia_icu_is_joining_jamo(uint32_t c);
/// Any Hangul jamo or syllable (Hangul_Syllable_Type not NA).
int guia_icu_is_hangul(uint32_t c);
/// East_Asian_Width Wide or Fullwidth.
int guia_icu_is_wide(uint32_t c);
/// East_Asian_Width Ambiguous.
int guia_icu_is_ambiguous(uint32_t c);
/// General category Cn: not assigned in ICU's Unicode version (noncharacters included).
int guia_icu_is_unassigned(uint32_t c);
/// Noncharacter_Code_Point (U+FFFE, U+FFFF, U+FDD0…U+FDEF, …).
int guia_icu_is_noncharacter(uint32_t c);
/// The Emoji property (digits, #, * and text-style symbols too).
int guia_icu_is_emoji(uint32_t c);
/// Emoji_Presentation.
int guia_icu_is_emoji_presentation(uint32_t c);
/// The short name of the Line_Break class ("AL", "NU", "HY"…), or NULL.
const char *guia_icu_line_break_class(uint32_t c);

/// Makes `check` the question ICU's regular expressions ask every few thousand steps of a
/// match: a non-zero answer (a key or a signal waiting) stops the match at once.
void guia_icu_regex_set_interrupt_check(int (*check)(void));
/// Whether the interrupt check says a key or a signal is waiting (0 when none is set).
int guia_icu_regex_interrupt_pending(void);
/// Compiles `pattern` (UTF-8, ICU's syntax; `^` and `$` at each line's ends); NULL with ICU's
/// error name in `error` when it does not compile.
void *guia_icu_regex_compile(const char *pattern, int ignore_case, char *error, size_t error_size);
/// Frees what guia_icu_regex_compile made.
void guia_icu_regex_free(void *regex);
/// Finds the matches in the `length` bytes of `bytes` (UTF-8) from `start`, left to right,
/// not overlapping (an empty match then a character later), at most `capacity` of them, as
/// byte offsets in pairs in `out`; `count` gets how many. With `time_limit` above 0, a match
/// stops after about that many milliseconds' steps (ICU's time limit). Returns 0, 1 when the
/// interrupt check or the time limit stopped the matching (the matches so far are kept), -1
/// when ICU failed.
int guia_icu_regex_find_all(const void *regex, const char *bytes, int64_t length, int64_t start,
                            int32_t time_limit, int64_t *out, int32_t capacity, int32_t *count);
#endif
