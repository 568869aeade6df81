// The characters a text field takes, without schema code: the contracts' `text` schema reads them, and so does a
// front end that checks a form without zod (the public contact form).

/**
 * Something a reader sees: not a space, a control, format, surrogate or unassigned character, nor one that draws
 * nothing (the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the soft hyphen, zero-width characters, the braille
 * blank).
 */
const VISIBLE = /[^\p{White_Space}\p{C}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** Control characters, lone surrogates and line or paragraph separators: nothing a single line holds. */
const NOT_ONE_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
/** The same, but for the tabs and line breaks a longer text may hold. */
const NOT_MULTI_LINE = /(?![\t\n\r\u2028\u2029])[\p{Cc}\p{Cs}]/u;

/** Whether a reader would see anything of `text`: spaces, zero-width characters and fillers alone show nothing. */
export const hasVisibleText = (text: string): boolean => VISIBLE.test(text);

/** Whether `text` holds a control character or a lone surrogate; tabs and line breaks count only on a single line. */
export const hasControlCharacters = (text: string, multiline = false): boolean => (multiline ? NOT_MULTI_LINE : NOT_ONE_LINE).test(text);

/** The message for control characters in a field: a single line says it is one. */
export const controlCharactersMessage = (label: string, multiline = false): string =>
  multiline ? `${label} cannot contain control characters` : `${label} must be a single line without control characters`;
