import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * What a person may write into text that others see. Control characters (C0, DEL, C1) and the bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are refused: they ring terminals, colour logs
 * and reorder what is shown around them (`a\u202Eb` reads backwards). The bidi *marks* (U+200E, U+200F, U+061C)
 * stay allowed: right-to-left writers type them, and they reorder nothing beyond neutral neighbours.
 *
 * - one line (titles, names, places, tags, searches): also no line break and no tab;
 * - several lines (descriptions, notes, bios): line breaks kept, stored as `\n` (CR LF, CR, NEL, U+2028/9
 *   become `\n`); no tab;
 * - rich text (HTML from the editor, sanitised on write as well): tabs and line breaks are whitespace there, so
 *   only the rest is refused, written as a character or as a numeric character reference.
 *
 * The server's input guard (apps/server/src/lib/input-guard.ts) refuses only what cannot be stored at all (NUL,
 * unpaired surrogates) in every string; these rules are the schemas', so the forms give the same messages.
 */

/* eslint-disable no-control-regex -- control characters are exactly what these refuse */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const HTML_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */
const LINE_ENDING = /\r\n|[\r\u0085\u2028\u2029]/g;
const NUMERIC_REFERENCE = /&#(?:x([0-9a-f]{1,8})|([0-9]{1,10}));?/gi;

export type TextKind = 'singleLine' | 'multiLine' | 'html';

/** Line endings as `\n`. */
export const normaliseLineBreaks = (text: string) => text.replace(LINE_ENDING, '\n');

/**
 * Whether an HTML numeric reference names a refused character. References to U+0080–U+009F are not: HTML reads
 * them as Windows-1252 (`&#150;` is an en dash).
 */
function refersToControl(html: string): boolean {
  for (const [, hex, decimal] of html.matchAll(NUMERIC_REFERENCE)) {
    const code = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16);
    if (code >= 0x80 && code <= 0x9f) continue;
    if (code <= 0x10ffff && HTML_CONTROL.test(String.fromCodePoint(code))) return true;
  }
  return false;
}

/** The problem of a text of this kind, or null: 'lineBreak' only for one-line text. */
export function textCharacterProblem(text: string, kind: TextKind): 'lineBreak' | 'control' | null {
  switch (kind) {
    case 'singleLine':
      if (LINE_BREAK.test(text)) return 'lineBreak';
      return CONTROL.test(text) ? 'control' : null;
    case 'multiLine':
      return CONTROL.test(text.replaceAll('\n', '')) ? 'control' : null;
    case 'html':
      return HTML_CONTROL.test(text) || refersToControl(text) ? 'control' : null;
  }
}

/** A refinement adding the kind's message for `label` (e.g. 'Title must be a single line'). */
const characterRule = (kind: TextKind, label: string) => (text: string, ctx: z.RefinementCtx) => {
  const problem = textCharacterProblem(text, kind);
  if (problem === null) return;
  const message =
    problem === 'lineBreak'
      ? messages.errors.textLineBreak(label)
      : kind === 'html'
        ? messages.errors.htmlControlCharacter(label)
        : messages.errors.textControlCharacter(label);
  ctx.addIssue({ code: 'custom', message });
};

/**
 * One line of text, trimmed, named `label` in messages; chain `.min()`/`.max()` as usual. `typeError` is the message
 * for a value that is not a string (usually the field's "required" message).
 */
export const singleLineText = (label: string, typeError?: string) =>
  z
    .string(typeError === undefined ? undefined : { error: typeError })
    .trim()
    .superRefine(characterRule('singleLine', label));

/** Text of several lines, line endings as `\n`, trimmed; as singleLineText otherwise. */
export const multiLineText = (label: string, typeError?: string) =>
  z
    .string(typeError === undefined ? undefined : { error: typeError })
    .overwrite(normaliseLineBreaks)
    .trim()
    .superRefine(characterRule('multiLine', label));

/** HTML from the rich-text editor (sanitised by the server on write; data images make it large). */
export const htmlText = (label: string) => z.string().max(12_000_000).superRefine(characterRule('html', label));

/** Whether a value that is not free text (a link, an address) is free of the characters one-line text refuses. */
export const isSingleLine = (text: string) => textCharacterProblem(text, 'singleLine') === null;

/** Required one-line text: blank is `required`, longer than `max` is `tooLong`. */
export const requiredLine = (label: string, max: number, required: string, tooLong: string) =>
  singleLineText(label, required).min(1, required).max(max, tooLong);

/** Required text of several lines: blank is `required`, longer than `max` is `tooLong`. */
export const requiredLines = (label: string, max: number, required: string, tooLong: string) =>
  multiLineText(label, required).min(1, required).max(max, tooLong);

/** Optional one-line text: absent, null or blank is null. */
export const optionalLine = (label: string, max: number, tooLong = messages.errors.textTooLong(label, max)) =>
  singleLineText(label)
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** Optional text of several lines: absent, null or blank is null. */
export const optionalLines = (label: string, max: number, tooLong = messages.errors.textTooLong(label, max)) =>
  multiLineText(label)
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);
