// CICU.h: prefixed wrappers over the few ICU C API calls phonefmt uses, in plain C types.
//
// ICU renames its symbols per version (ucol_open becomes ucol_open_72), so Swift cannot call
// them directly. Each phonefmt_<name> below calls the ICU function <name> with the same
// arguments; shim.c is the only file that includes ICU's headers. Handles are opaque structs
// (imported into Swift as OpaquePointer); UChar is uint16_t; UErrorCode is int32_t.
//
// The PHONEFMT_* constants repeat ICU values that Swift needs; shim.c checks each one against
// ICU's own definition at compile time.

#ifndef PHONEFMT_CICU_H
#define PHONEFMT_CICU_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct phonefmt_UCollator phonefmt_UCollator;
typedef struct phonefmt_UStringSearch phonefmt_UStringSearch;
typedef struct phonefmt_UCollationElements phonefmt_UCollationElements;
typedef struct phonefmt_UBiDi phonefmt_UBiDi;
typedef struct phonefmt_UNumberingSystem phonefmt_UNumberingSystem;
typedef struct phonefmt_UNumberFormat phonefmt_UNumberFormat;
typedef struct phonefmt_UResourceBundle phonefmt_UResourceBundle;
typedef struct phonefmt_UListFormatter phonefmt_UListFormatter;

// UErrorCode values.
#define PHONEFMT_U_ZERO_ERROR 0
#define PHONEFMT_U_MISSING_RESOURCE_ERROR 2
#define PHONEFMT_U_BUFFER_OVERFLOW_ERROR 15
#define PHONEFMT_U_USING_DEFAULT_WARNING (-127)
// UColAttribute UCOL_STRENGTH and its UColAttributeValue UCOL_PRIMARY.
#define PHONEFMT_UCOL_STRENGTH 5
#define PHONEFMT_UCOL_PRIMARY 0
// UColAttribute UCOL_ALTERNATE_HANDLING and its value UCOL_SHIFTED: spaces and punctuation
// are ignorable below quaternary strength.
#define PHONEFMT_UCOL_ALTERNATE_HANDLING 1
#define PHONEFMT_UCOL_SHIFTED 20
// UCOL_NULLORDER: ucol_next's answer at the end of the text (or on an error).
#define PHONEFMT_UCOL_NULLORDER (-1)
// ULocDataLocaleType ULOC_ACTUAL_LOCALE.
#define PHONEFMT_ULOC_ACTUAL_LOCALE 0
// USEARCH_DONE: no (more) matches.
#define PHONEFMT_USEARCH_DONE (-1)
// UBiDiLevel paragraph levels and ubidi_writeReordered options.
#define PHONEFMT_UBIDI_LTR 0
#define PHONEFMT_UBIDI_RTL 1
#define PHONEFMT_UBIDI_DO_MIRRORING 2
#define PHONEFMT_UBIDI_REMOVE_BIDI_CONTROLS 8
// UNumberFormatStyle UNUM_SPELLOUT: rule-based spell-out ("forty-two").
#define PHONEFMT_UNUM_SPELLOUT 5
// UListFormatterType ULISTFMT_TYPE_AND and ULISTFMT_TYPE_UNITS; UListFormatterWidth
// ULISTFMT_WIDTH_WIDE.
#define PHONEFMT_ULISTFMT_TYPE_AND 0
#define PHONEFMT_ULISTFMT_TYPE_UNITS 2
#define PHONEFMT_ULISTFMT_WIDTH_WIDE 0

// ucol.h
phonefmt_UCollator *phonefmt_ucol_open(const char *locale, int32_t *status);
void phonefmt_ucol_close(phonefmt_UCollator *collator);
void phonefmt_ucol_setAttribute(
    phonefmt_UCollator *collator, int32_t attribute, int32_t value, int32_t *status);
int32_t phonefmt_ucol_getSortKey(
    const phonefmt_UCollator *collator, const uint16_t *source, int32_t sourceLength,
    uint8_t *result, int32_t resultLength);
int32_t phonefmt_ucol_strcoll(
    const phonefmt_UCollator *collator, const uint16_t *source, int32_t sourceLength,
    const uint16_t *target, int32_t targetLength);
const char *phonefmt_ucol_getLocaleByType(
    const phonefmt_UCollator *collator, int32_t type, int32_t *status);
uint32_t phonefmt_ucol_getVariableTop(const phonefmt_UCollator *collator, int32_t *status);
// Collation element iterators (UCollationElements): the country search's prefilter reads the
// primary weights of each text with them (ucol_setText copies the text).
phonefmt_UCollationElements *phonefmt_ucol_openElements(
    const phonefmt_UCollator *collator, const uint16_t *text, int32_t textLength,
    int32_t *status);
void phonefmt_ucol_closeElements(phonefmt_UCollationElements *elements);
void phonefmt_ucol_setText(
    phonefmt_UCollationElements *elements, const uint16_t *text, int32_t textLength,
    int32_t *status);
int32_t phonefmt_ucol_next(phonefmt_UCollationElements *elements, int32_t *status);

// usearch.h (always without a break iterator: usearch_openFromCollator(..., NULL, status)).
phonefmt_UStringSearch *phonefmt_usearch_openFromCollator(
    const uint16_t *pattern, int32_t patternLength, const uint16_t *text, int32_t textLength,
    const phonefmt_UCollator *collator, int32_t *status);
void phonefmt_usearch_close(phonefmt_UStringSearch *search);
void phonefmt_usearch_setText(
    phonefmt_UStringSearch *search, const uint16_t *text, int32_t textLength, int32_t *status);
int32_t phonefmt_usearch_first(phonefmt_UStringSearch *search, int32_t *status);
int32_t phonefmt_usearch_next(phonefmt_UStringSearch *search, int32_t *status);
int32_t phonefmt_usearch_getMatchedLength(const phonefmt_UStringSearch *search);

// uloc.h
int32_t phonefmt_uloc_getDisplayCountry(
    const char *locale, const char *displayLocale, uint16_t *country, int32_t countryCapacity,
    int32_t *status);
const char *phonefmt_uloc_getISO3Language(const char *locale);
int32_t phonefmt_uloc_forLanguageTag(
    const char *languageTag, char *localeID, int32_t localeIDCapacity, int32_t *parsedLength,
    int32_t *status);
int32_t phonefmt_uloc_canonicalize(
    const char *localeID, char *name, int32_t nameCapacity, int32_t *status);
int32_t phonefmt_uloc_getCountry(
    const char *localeID, char *country, int32_t countryCapacity, int32_t *status);
int32_t phonefmt_uloc_getParent(
    const char *localeID, char *parent, int32_t parentCapacity, int32_t *status);
int32_t phonefmt_uloc_addLikelySubtags(
    const char *localeID, char *maximizedLocaleID, int32_t maximizedLocaleIDCapacity,
    int32_t *status);
bool phonefmt_uloc_isRightToLeft(const char *locale);
const char *phonefmt_uloc_getISO3Country(const char *localeID);

// ures.h (always without a fill-in bundle: ures_getByKey(..., NULL, status)).
// The package of ICU's region-name tree, U_ICUDATA_NAME "-region" (e.g. "icudt72l-region"):
// the tree uloc_getDisplayCountry reads, where CLDR's Countries%short and Countries%variant are.
const char *phonefmt_ures_regionPackage(void);
phonefmt_UResourceBundle *phonefmt_ures_open(
    const char *packageName, const char *locale, int32_t *status);
void phonefmt_ures_close(phonefmt_UResourceBundle *bundle);
phonefmt_UResourceBundle *phonefmt_ures_getByKey(
    const phonefmt_UResourceBundle *bundle, const char *key, int32_t *status);
const uint16_t *phonefmt_ures_getStringByKey(
    const phonefmt_UResourceBundle *bundle, const char *key, int32_t *length, int32_t *status);
bool phonefmt_ures_hasNext(const phonefmt_UResourceBundle *bundle);
const uint16_t *phonefmt_ures_getNextString(
    phonefmt_UResourceBundle *bundle, int32_t *length, const char **key, int32_t *status);
const char *phonefmt_ures_getLocaleByType(
    const phonefmt_UResourceBundle *bundle, int32_t type, int32_t *status);

// utypes.h
const char *phonefmt_u_errorName(int32_t code);

// ubidi.h (always without explicit embedding levels: ubidi_setPara(..., NULL, status)).
phonefmt_UBiDi *phonefmt_ubidi_open(void);
void phonefmt_ubidi_close(phonefmt_UBiDi *bidi);
void phonefmt_ubidi_setPara(
    phonefmt_UBiDi *bidi, const uint16_t *text, int32_t length, uint8_t paragraphLevel,
    int32_t *status);
int32_t phonefmt_ubidi_writeReordered(
    phonefmt_UBiDi *bidi, uint16_t *dest, int32_t destSize, uint16_t options, int32_t *status);

// unumsys.h
phonefmt_UNumberingSystem *phonefmt_unumsys_open(const char *locale, int32_t *status);
phonefmt_UNumberingSystem *phonefmt_unumsys_openByName(const char *name, int32_t *status);
void phonefmt_unumsys_close(phonefmt_UNumberingSystem *numberingSystem);
const char *phonefmt_unumsys_getName(const phonefmt_UNumberingSystem *numberingSystem);
bool phonefmt_unumsys_isAlgorithmic(const phonefmt_UNumberingSystem *numberingSystem);
int32_t phonefmt_unumsys_getRadix(const phonefmt_UNumberingSystem *numberingSystem);
int32_t phonefmt_unumsys_getDescription(
    const phonefmt_UNumberingSystem *numberingSystem, uint16_t *result, int32_t resultLength,
    int32_t *status);

// unum.h (always without a pattern's parse error or a field position: NULL).
phonefmt_UNumberFormat *phonefmt_unum_open(
    int32_t style, const uint16_t *pattern, int32_t patternLength, const char *locale,
    int32_t *status);
void phonefmt_unum_close(phonefmt_UNumberFormat *format);
int32_t phonefmt_unum_formatInt64(
    const phonefmt_UNumberFormat *format, int64_t number, uint16_t *result, int32_t resultLength,
    int32_t *status);
const char *phonefmt_unum_getLocaleByType(
    const phonefmt_UNumberFormat *format, int32_t type, int32_t *status);

// ulistformatter.h
phonefmt_UListFormatter *phonefmt_ulistfmt_openForType(
    const char *locale, int32_t type, int32_t width, int32_t *status);
void phonefmt_ulistfmt_close(phonefmt_UListFormatter *formatter);
int32_t phonefmt_ulistfmt_format(
    const phonefmt_UListFormatter *formatter, const uint16_t *const strings[],
    const int32_t *stringLengths, int32_t stringCount, uint16_t *result, int32_t resultCapacity,
    int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
