import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { htmlText, multiLineText, optionalLine, singleLineText, textCharacterProblem } from './text.ts';

const e = messages.errors;
const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('singleLineText', () => {
  const title = singleLineText('Title').max(20);

  it.each([
    ['a\u202eb', e.textControlCharacter('Title')],
    ['bell\u0007', e.textControlCharacter('Title')],
    ['\u001b[31mred', e.textControlCharacter('Title')],
    ['tab\there', e.textControlCharacter('Title')],
    ['del\u007f', e.textControlCharacter('Title')],
    ['c1\u0085', e.textLineBreak('Title')],
    ['c1\u009b', e.textControlCharacter('Title')],
    ['iso\u2066late', e.textControlCharacter('Title')],
    ['line\nbreak', e.textLineBreak('Title')],
    ['line\r\nbreak', e.textLineBreak('Title')],
    ['para\u2029graph', e.textLineBreak('Title')],
  ])('refuses %j', (value, message) => {
    expect(messageOf(title.safeParse(value))).toBe(message);
  });

  it.each(['Blues in E', 'שלום\u200f!', 'عربي\u061c', 'Ünïcødé 🎸', 'a\u200db', '  trimmed  '])(
    'keeps %j (marks, joiners and any script are text)',
    (value) => {
      expect(title.parse(value)).toBe(value.trim());
    },
  );

  it('an optional line is null when blank, and still refuses control characters', () => {
    const location = optionalLine('Location', 50);
    expect(location.parse('   ')).toBeNull();
    expect(location.parse(undefined)).toBeNull();
    expect(messageOf(location.safeParse('x\u0007'))).toBe(e.textControlCharacter('Location'));
    expect(messageOf(location.safeParse('x'.repeat(51)))).toBe(e.textTooLong('Location', 50));
  });
});

describe('multiLineText', () => {
  const notes = multiLineText('Notes');

  it('keeps line breaks, stored as \\n', () => {
    expect(notes.parse(' one\r\ntwo\rthree\u2028four\nfive ')).toBe('one\ntwo\nthree\nfour\nfive');
  });

  it.each(['tab\there', 'a\u202eb', 'bell\u0007', 'v\u000bt', 'f\u000cf', 'nul\u0000'])('refuses %j', (value) => {
    expect(messageOf(notes.safeParse(value))).toBe(e.textControlCharacter('Notes'));
  });
});

describe('htmlText', () => {
  const content = htmlText('Content');

  it('keeps whitespace and Windows-1252 references (&#150; is an en dash)', () => {
    const html = '<p>one\n\ttwo\r\n</p><p>a &#150; b &#x2013; c &#8207; d</p>';
    expect(content.parse(html)).toBe(html);
  });

  it.each(['<p>a\u202eb</p>', '<p>a&#x202E;b</p>', '<p>a&#8238;b</p>', '<p>a&#x7;b</p>', '<p>\u0007</p>'])(
    'refuses %j',
    (value) => {
      expect(messageOf(content.safeParse(value))).toBe(e.htmlControlCharacter('Content'));
    },
  );
});

describe('textCharacterProblem', () => {
  it('tells a line break from another control character only for one line', () => {
    expect(textCharacterProblem('a\nb', 'singleLine')).toBe('lineBreak');
    expect(textCharacterProblem('a\nb', 'multiLine')).toBeNull();
    expect(textCharacterProblem('a\u202eb', 'multiLine')).toBe('control');
    expect(textCharacterProblem('a\tb', 'html')).toBeNull();
  });
});
