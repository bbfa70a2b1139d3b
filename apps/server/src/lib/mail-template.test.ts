import { describe, expect, it } from 'vitest';
import { renderMail, type MailContent } from './mail-template.ts';

const content: MailContent = {
  subject: 'Time to practise',
  lead: ['Hi riff_raff,', 'You have not practised today yet.'],
  action: { prompt: 'Log your practice here:', label: 'Log your practice', url: 'https://w.example/practice' },
  notes: [['Line one.\nChange it in your profile: ', { url: 'https://w.example/profile' }], 'Last words.'],
};

describe('renderMail', () => {
  it('writes the text part as paragraphs, the action as its prompt and address, links as their address', () => {
    expect(renderMail(content, { schoolName: null }).text).toBe(
      [
        'Hi riff_raff,',
        '',
        'You have not practised today yet.',
        '',
        'Log your practice here:',
        'https://w.example/practice',
        '',
        'Line one.',
        'Change it in your profile: https://w.example/profile',
        '',
        'Last words.',
      ].join('\n'),
    );
  });

  it('makes an HTML part for light and dark mode, without images, with a button whose address is also written out', () => {
    const { html, subject } = renderMail(content, { schoolName: 'Riverside Guitar School' });
    expect(subject).toBe('Time to practise');
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(html).toMatch(/<style>[\s\S]*@media \(prefers-color-scheme: dark\)[\s\S]*<\/style>\s*<\/head>/);
    expect(html).toContain('<title>Time to practise</title>');
    expect(html).toContain('>Woodshed · Riverside Guitar School</p>');
    expect(html).not.toMatch(/<img|background-image|url\(/i);
    // The button is a real link, and the same address is there as text for clients that do not show buttons.
    expect(html).toMatch(/<a class="ws-button" href="https:\/\/w\.example\/practice"[^>]*>Log your practice<\/a>/);
    expect(html).toContain('>https://w.example/practice</a>');
    expect(html).toContain(
      'Line one.<br>Change it in your profile: <a class="ws-link" href="https://w.example/profile"',
    );
    // Every element that shows text carries its light colours inline (clients that drop <style> still show them).
    for (const tag of html.match(/<(p|a|td)\b[^>]*>/g) ?? []) expect(tag).toContain('style="');
  });

  it('heads the HTML with "Woodshed" alone when the school has no name', () => {
    const { html } = renderMail(content, { schoolName: null });
    expect(html).toContain('>Woodshed</p>');
    expect(html).not.toContain('Woodshed ·');
  });

  it('escapes every value in the HTML part: school name, text, subject, link addresses and labels', () => {
    const hostile = '<script>alert("x")</script> & \'Sons\'';
    const { html, text } = renderMail(
      {
        subject: `Hi ${hostile}`,
        lead: [`Hi ${hostile},`],
        action: { prompt: hostile, label: hostile, url: 'https://w.example/a?b=1&c="><script>' },
        notes: [[hostile, { url: 'https://w.example/"onmouseover="x' }]],
      },
      { schoolName: hostile },
    );
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Sons&#39;';
    expect(html).not.toContain('<script');
    expect(html).not.toContain('"onmouseover');
    expect(html).toContain(`<title>Hi ${escaped}</title>`);
    expect(html).toContain(`>Woodshed · ${escaped}</p>`);
    expect(html).toContain(`>Hi ${escaped},</p>`);
    expect(html).toContain(`>${escaped}</a>`);
    expect(html).toContain('href="https://w.example/a?b=1&amp;c=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('href="https://w.example/&quot;onmouseover=&quot;x"');
    // The text part is plain text: nothing is escaped there.
    expect(text.startsWith(`Hi ${hostile},\n\n${hostile}\nhttps://w.example/a?b=1&c="><script>`)).toBe(true);
  });
});
