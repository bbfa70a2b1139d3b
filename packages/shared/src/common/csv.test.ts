import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

/** A minimal RFC 4180 reader, to check that what is written reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvField('Scales')).toBe('Scales');
    expect(csvField('Scales, chords')).toBe('"Scales, chords"');
    expect(csvField('He said "again"')).toBe('"He said ""again"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField(45)).toBe('45');
    expect(csvField(null)).toBe('');
  });

  it('keeps a spreadsheet from running a note as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1 bpm')).toBe("'+1 bpm");
    expect(csvField('-')).toBe("'-");
    expect(csvField('@me')).toBe("'@me");
  });

  it('reads back exactly what was written, whatever the text (formula-looking text gains its apostrophe)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { maxLength: 6 }), (cells) => {
        const header = ['a', 'b'];
        const rows = cells.map((row) => row.slice(0, 2));
        const read = parseCsv(toCsv(header, rows));
        expect(read[0]).toEqual(header);
        expect(read.slice(1)).toEqual(
          rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))),
        );
      }),
    );
  });
});
