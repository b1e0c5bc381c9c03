// shim.c: each phonefmt_<name> calls ICU's <name> (renamed per ICU version) with the same arguments.

#include "CICU.h"

#include <unicode/ubidi.h>
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/udata.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>
#include <unicode/usearch.h>
#include <unicode/utypes.h>

// The plain C types of CICU.h stand for ICU's types; these checks keep them in step.
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar is 16 bits");
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode is 32 bits");
_Static_assert(PHONEFMT_U_ZERO_ERROR == U_ZERO_ERROR, "U_ZERO_ERROR");
_Static_assert(PHONEFMT_U_MISSING_RESOURCE_ERROR == U_MISSING_RESOURCE_ERROR, "missing");
_Static_assert(PHONEFMT_U_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "overflow");
_Static_assert(PHONEFMT_U_USING_DEFAULT_WARNING == U_USING_DEFAULT_WARNING, "default");
_Static_assert(PHONEFMT_UCOL_STRENGTH == UCOL_STRENGTH, "UCOL_STRENGTH");
_Static_assert(PHONEFMT_UCOL_PRIMARY == UCOL_PRIMARY, "UCOL_PRIMARY");
_Static_assert(
    PHONEFMT_UCOL_ALTERNATE_HANDLING == UCOL_ALTERNATE_HANDLING, "UCOL_ALTERNATE_HANDLING");
_Static_assert(PHONEFMT_UCOL_SHIFTED == UCOL_SHIFTED, "UCOL_SHIFTED");
_Static_assert(PHONEFMT_UCOL_NULLORDER == UCOL_NULLORDER, "UCOL_NULLORDER");
_Static_assert(PHONEFMT_ULOC_ACTUAL_LOCALE == ULOC_ACTUAL_LOCALE, "ULOC_ACTUAL_LOCALE");
_Static_assert(PHONEFMT_USEARCH_DONE == USEARCH_DONE, "USEARCH_DONE");
_Static_assert(PHONEFMT_UBIDI_LTR == UBIDI_LTR, "UBIDI_LTR");
_Static_assert(PHONEFMT_UBIDI_RTL == UBIDI_RTL, "UBIDI_RTL");
_Static_assert(PHONEFMT_UBIDI_DO_MIRRORING == UBIDI_DO_MIRRORING, "UBIDI_DO_MIRRORING");
_Static_assert(
    PHONEFMT_UBIDI_REMOVE_BIDI_CONTROLS == UBIDI_REMOVE_BIDI_CONTROLS, "REMOVE_BIDI_CONTROLS");
_Static_assert(PHONEFMT_UNUM_SPELLOUT == UNUM_SPELLOUT, "UNUM_SPELLOUT");
_Static_assert(PHONEFMT_ULISTFMT_TYPE_AND == ULISTFMT_TYPE_AND, "ULISTFMT_TYPE_AND");
_Static_assert(PHONEFMT_ULISTFMT_TYPE_UNITS == ULISTFMT_TYPE_UNITS, "ULISTFMT_TYPE_UNITS");
_Static_assert(PHONEFMT_ULISTFMT_WIDTH_WIDE == ULISTFMT_WIDTH_WIDE, "ULISTFMT_WIDTH_WIDE");

// ucol.h

phonefmt_UCollator *phonefmt_ucol_open(const char *locale, int32_t *status) {
  return (phonefmt_UCollator *)ucol_open(locale, (UErrorCode *)status);
}

void phonefmt_ucol_close(phonefmt_UCollator *collator) { ucol_close((UCollator *)collator); }

void phonefmt_ucol_setAttribute(
    phonefmt_UCollator *collator, int32_t attribute, int32_t value, int32_t *status) {
  ucol_setAttribute(
      (UCollator *)collator, (UColAttribute)attribute, (UColAttributeValue)value,
      (UErrorCode *)status);
}

int32_t phonefmt_ucol_getSortKey(
    const phonefmt_UCollator *collator, const uint16_t *source, int32_t sourceLength,
    uint8_t *result, int32_t resultLength) {
  return ucol_getSortKey(
      (const UCollator *)collator, (const UChar *)source, sourceLength, result, resultLength);
}

int32_t phonefmt_ucol_strcoll(
    const phonefmt_UCollator *collator, const uint16_t *source, int32_t sourceLength,
    const uint16_t *target, int32_t targetLength) {
  return ucol_strcoll(
      (const UCollator *)collator, (const UChar *)source, sourceLength, (const UChar *)target,
      targetLength);
}

const char *phonefmt_ucol_getLocaleByType(
    const phonefmt_UCollator *collator, int32_t type, int32_t *status) {
  return ucol_getLocaleByType(
      (const UCollator *)collator, (ULocDataLocaleType)type, (UErrorCode *)status);
}

uint32_t phonefmt_ucol_getVariableTop(const phonefmt_UCollator *collator, int32_t *status) {
  return ucol_getVariableTop((const UCollator *)collator, (UErrorCode *)status);
}

// ucoleitr.h

phonefmt_UCollationElements *phonefmt_ucol_openElements(
    const phonefmt_UCollator *collator, const uint16_t *text, int32_t textLength,
    int32_t *status) {
  return (phonefmt_UCollationElements *)ucol_openElements(
      (const UCollator *)collator, (const UChar *)text, textLength, (UErrorCode *)status);
}

void phonefmt_ucol_closeElements(phonefmt_UCollationElements *elements) {
  ucol_closeElements((UCollationElements *)elements);
}

void phonefmt_ucol_setText(
    phonefmt_UCollationElements *elements, const uint16_t *text, int32_t textLength,
    int32_t *status) {
  ucol_setText(
      (UCollationElements *)elements, (const UChar *)text, textLength, (UErrorCode *)status);
}

int32_t phonefmt_ucol_next(phonefmt_UCollationElements *elements, int32_t *status) {
  return ucol_next((UCollationElements *)elements, (UErrorCode *)status);
}

// usearch.h

phonefmt_UStringSearch *phonefmt_usearch_openFromCollator(
    const uint16_t *pattern, int32_t patternLength, const uint16_t *text, int32_t textLength,
    const phonefmt_UCollator *collator, int32_t *status) {
  return (phonefmt_UStringSearch *)usearch_openFromCollator(
      (const UChar *)pattern, patternLength, (const UChar *)text, textLength,
      (const UCollator *)collator, NULL, (UErrorCode *)status);
}

void phonefmt_usearch_close(phonefmt_UStringSearch *search) {
  usearch_close((UStringSearch *)search);
}

void phonefmt_usearch_setText(
    phonefmt_UStringSearch *search, const uint16_t *text, int32_t textLength, int32_t *status) {
  usearch_setText((UStringSearch *)search, (const UChar *)text, textLength, (UErrorCode *)status);
}

int32_t phonefmt_usearch_first(phonefmt_UStringSearch *search, int32_t *status) {
  return usearch_first((UStringSearch *)search, (UErrorCode *)status);
}

int32_t phonefmt_usearch_next(phonefmt_UStringSearch *search, int32_t *status) {
  return usearch_next((UStringSearch *)search, (UErrorCode *)status);
}

int32_t phonefmt_usearch_getMatchedLength(const phonefmt_UStringSearch *search) {
  return usearch_getMatchedLength((const UStringSearch *)search);
}

// uloc.h

int32_t phonefmt_uloc_getDisplayCountry(
    const char *locale, const char *displayLocale, uint16_t *country, int32_t countryCapacity,
    int32_t *status) {
  return uloc_getDisplayCountry(
      locale, displayLocale, (UChar *)country, countryCapacity, (UErrorCode *)status);
}

const char *phonefmt_uloc_getISO3Language(const char *locale) {
  return uloc_getISO3Language(locale);
}

int32_t phonefmt_uloc_forLanguageTag(
    const char *languageTag, char *localeID, int32_t localeIDCapacity, int32_t *parsedLength,
    int32_t *status) {
  return uloc_forLanguageTag(
      languageTag, localeID, localeIDCapacity, parsedLength, (UErrorCode *)status);
}

int32_t phonefmt_uloc_canonicalize(
    const char *localeID, char *name, int32_t nameCapacity, int32_t *status) {
  return uloc_canonicalize(localeID, name, nameCapacity, (UErrorCode *)status);
}

int32_t phonefmt_uloc_getCountry(
    const char *localeID, char *country, int32_t countryCapacity, int32_t *status) {
  return uloc_getCountry(localeID, country, countryCapacity, (UErrorCode *)status);
}

int32_t phonefmt_uloc_getParent(
    const char *localeID, char *parent, int32_t parentCapacity, int32_t *status) {
  return uloc_getParent(localeID, parent, parentCapacity, (UErrorCode *)status);
}

int32_t phonefmt_uloc_addLikelySubtags(
    const char *localeID, char *maximizedLocaleID, int32_t maximizedLocaleIDCapacity,
    int32_t *status) {
  return uloc_addLikelySubtags(
      localeID, maximizedLocaleID, maximizedLocaleIDCapacity, (UErrorCode *)status);
}

bool phonefmt_uloc_isRightToLeft(const char *locale) { return uloc_isRightToLeft(locale); }

const char *phonefmt_uloc_getISO3Country(const char *localeID) {
  return uloc_getISO3Country(localeID);
}

// ures.h

const char *phonefmt_ures_regionPackage(void) {
  return U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "region";
}

phonefmt_UResourceBundle *phonefmt_ures_open(
    const char *packageName, const char *locale, int32_t *status) {
  return (phonefmt_UResourceBundle *)ures_open(packageName, locale, (UErrorCode *)status);
}

void phonefmt_ures_close(phonefmt_UResourceBundle *bundle) {
  ures_close((UResourceBundle *)bundle);
}

phonefmt_UResourceBundle *phonefmt_ures_getByKey(
    const phonefmt_UResourceBundle *bundle, const char *key, int32_t *status) {
  return (phonefmt_UResourceBundle *)ures_getByKey(
      (const UResourceBundle *)bundle, key, NULL, (UErrorCode *)status);
}

const uint16_t *phonefmt_ures_getStringByKey(
    const phonefmt_UResourceBundle *bundle, const char *key, int32_t *length, int32_t *status) {
  return (const uint16_t *)ures_getStringByKey(
      (const UResourceBundle *)bundle, key, length, (UErrorCode *)status);
}

bool phonefmt_ures_hasNext(const phonefmt_UResourceBundle *bundle) {
  return ures_hasNext((const UResourceBundle *)bundle);
}

const uint16_t *phonefmt_ures_getNextString(
    phonefmt_UResourceBundle *bundle, int32_t *length, const char **key, int32_t *status) {
  return (const uint16_t *)ures_getNextString(
      (UResourceBundle *)bundle, length, key, (UErrorCode *)status);
}

const char *phonefmt_ures_getLocaleByType(
    const phonefmt_UResourceBundle *bundle, int32_t type, int32_t *status) {
  return ures_getLocaleByType(
      (const UResourceBundle *)bundle, (ULocDataLocaleType)type, (UErrorCode *)status);
}

// utypes.h

const char *phonefmt_u_errorName(int32_t code) { return u_errorName((UErrorCode)code); }

// ubidi.h

phonefmt_UBiDi *phonefmt_ubidi_open(void) { return (phonefmt_UBiDi *)ubidi_open(); }

void phonefmt_ubidi_close(phonefmt_UBiDi *bidi) { ubidi_close((UBiDi *)bidi); }

void phonefmt_ubidi_setPara(
    phonefmt_UBiDi *bidi, const uint16_t *text, int32_t length, uint8_t paragraphLevel,
    int32_t *status) {
  ubidi_setPara(
      (UBiDi *)bidi, (const UChar *)text, length, paragraphLevel, NULL, (UErrorCode *)status);
}

int32_t phonefmt_ubidi_writeReordered(
    phonefmt_UBiDi *bidi, uint16_t *dest, int32_t destSize, uint16_t options, int32_t *status) {
  return ubidi_writeReordered((UBiDi *)bidi, (UChar *)dest, destSize, options, (UErrorCode *)status);
}

// unumsys.h

phonefmt_UNumberingSystem *phonefmt_unumsys_open(const char *locale, int32_t *status) {
  return (phonefmt_UNumberingSystem *)unumsys_open(locale, (UErrorCode *)status);
}

phonefmt_UNumberingSystem *phonefmt_unumsys_openByName(const char *name, int32_t *status) {
  return (phonefmt_UNumberingSystem *)unumsys_openByName(name, (UErrorCode *)status);
}

void phonefmt_unumsys_close(phonefmt_UNumberingSystem *numberingSystem) {
  unumsys_close((UNumberingSystem *)numberingSystem);
}

const char *phonefmt_unumsys_getName(const phonefmt_UNumberingSystem *numberingSystem) {
  return unumsys_getName((const UNumberingSystem *)numberingSystem);
}

bool phonefmt_unumsys_isAlgorithmic(const phonefmt_UNumberingSystem *numberingSystem) {
  return unumsys_isAlgorithmic((const UNumberingSystem *)numberingSystem);
}

int32_t phonefmt_unumsys_getRadix(const phonefmt_UNumberingSystem *numberingSystem) {
  return unumsys_getRadix((const UNumberingSystem *)numberingSystem);
}

int32_t phonefmt_unumsys_getDescription(
    const phonefmt_UNumberingSystem *numberingSystem, uint16_t *result, int32_t resultLength,
    int32_t *status) {
  return unumsys_getDescription(
      (const UNumberingSystem *)numberingSystem, (UChar *)result, resultLength,
      (UErrorCode *)status);
}

// unum.h

phonefmt_UNumberFormat *phonefmt_unum_open(
    int32_t style, const uint16_t *pattern, int32_t patternLength, const char *locale,
    int32_t *status) {
  return (phonefmt_UNumberFormat *)unum_open(
      (UNumberFormatStyle)style, (const UChar *)pattern, patternLength, locale, NULL,
      (UErrorCode *)status);
}

void phonefmt_unum_close(phonefmt_UNumberFormat *format) { unum_close((UNumberFormat *)format); }

int32_t phonefmt_unum_formatInt64(
    const phonefmt_UNumberFormat *format, int64_t number, uint16_t *result, int32_t resultLength,
    int32_t *status) {
  return unum_formatInt64(
      (const UNumberFormat *)format, number, (UChar *)result, resultLength, NULL,
      (UErrorCode *)status);
}

const char *phonefmt_unum_getLocaleByType(
    const phonefmt_UNumberFormat *format, int32_t type, int32_t *status) {
  return unum_getLocaleByType(
      (const UNumberFormat *)format, (ULocDataLocaleType)type, (UErrorCode *)status);
}

// ulistformatter.h

phonefmt_UListFormatter *phonefmt_ulistfmt_openForType(
    const char *locale, int32_t type, int32_t width, int32_t *status) {
  return (phonefmt_UListFormatter *)ulistfmt_openForType(
      locale, (UListFormatterType)type, (UListFormatterWidth)width, (UErrorCode *)status);
}

void phonefmt_ulistfmt_close(phonefmt_UListFormatter *formatter) {
  ulistfmt_close((UListFormatter *)formatter);
}

int32_t phonefmt_ulistfmt_format(
    const phonefmt_UListFormatter *formatter, const uint16_t *const strings[],
    const int32_t *stringLengths, int32_t stringCount, uint16_t *result, int32_t resultCapacity,
    int32_t *status) {
  return ulistfmt_format(
      (const UListFormatter *)formatter, (const UChar *const *)strings, stringLengths, stringCount,
      (UChar *)result, resultCapacity, (UErrorCode *)status);
}
