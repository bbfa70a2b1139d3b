import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('sanitizeRichText keeps', () => {
  it('the formatting of the editor', () => {
    const html = [
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>',
      '<p>Plain <strong>strong</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s> <code>code</code><br />next</p>',
      '<blockquote><p>Quote</p></blockquote><pre><code>let x = 1 &lt; 2;</code></pre>',
      '<ul><li>a</li></ul><ol><li>b</li></ol><hr />',
      '<table><thead><tr><th>Chord</th></tr></thead><tbody><tr><td>G</td></tr></tbody></table>',
      '<div><span>plain containers</span></div>',
    ].join('');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('inline raster images as base64 data, with alt and size', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp']) {
      const src = `data:image/${type};base64,R0lGODlhAQABAAAAACw=`;
      expect(sanitizeRichText(`<img src="${src}" alt="x" width="320" height="200">`)).toBe(
        `<img src="${src}" alt="x" width="320" height="200" />`,
      );
    }
    expect(sanitizeRichText(`<p><img src="${PNG}" alt="diagram"></p>`)).toBe(
      `<p><img src="${PNG}" alt="diagram" /></p>`,
    );
  });

  it('images from http(s) and relative URLs', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.test/a.png">')).toBe(
      '<img src="https://cdn.example.test/a.png" />',
    );
    expect(sanitizeRichText('<img src="/files/images/a.png" alt="">')).toBe('<img src="/files/images/a.png" alt="" />');
  });

  it('links to http(s), mailto and relative targets, with a safe rel and only target _blank', () => {
    expect(sanitizeRichText('<a href="https://example.test/x" target="_blank">x</a>')).toBe(
      '<a href="https://example.test/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:teacher@example.test" rel="opener">m</a>')).toBe(
      '<a href="mailto:teacher@example.test" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeRichText('<a href="/library/articles" target="_top">r</a>')).toBe(
      '<a href="/library/articles" rel="noopener noreferrer">r</a>',
    );
  });
});

describe('sanitizeRichText removes', () => {
  it('script elements with their content', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script></p><SCRIPT src="https://evil.test/x.js"></SCRIPT>')).toBe(
      '<p>Hi</p>',
    );
  });

  it('event handler attributes', () => {
    expect(sanitizeRichText('<img src="/a.png" onerror="alert(1)">')).toBe('<img src="/a.png" />');
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x()">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)//>')).not.toContain('onerror');
  });

  it('javascript: and vbscript: URLs, however disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      'vbscript:msgbox(1)',
    ]) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a rel="noopener noreferrer">x</a>');
    }
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
  });

  it('iframes, objects and embeds', () => {
    expect(
      sanitizeRichText(
        '<p>a</p><iframe src="https://evil.test">fallback</iframe><object data="x.swf"></object><embed src="x.swf">',
      ),
    ).toBe('<p>a</p>');
  });

  it('SVG, including its handlers, and MathML', () => {
    expect(
      sanitizeRichText('<svg onload="alert(1)"><circle r="5"></circle><script>alert(2)</script></svg><p>after</p>'),
    ).toBe('<p>after</p>');
    expect(sanitizeRichText('<math><mtext><img src=x onerror=alert(1)></mtext></math>')).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">')).toBe('');
  });

  it('data: URLs other than base64 raster images', () => {
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="data:image/png;base64,iVBORw0KGgo=">img link</a>')).toBe(
      '<a rel="noopener noreferrer">img link</a>',
    );
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png,notbase64">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,abc<script>">')).toBe('');
  });

  it('style attributes and style elements, classes and ids', () => {
    expect(
      sanitizeRichText(
        '<p style="background:url(javascript:alert(1))" class="x" id="y">t</p><style>p{color:red}</style>',
      ),
    ).toBe('<p>t</p>');
    expect(sanitizeRichText('<span style="color:red" title="t">s</span><div data-x="1">d</div>')).toBe(
      '<span>s</span><div>d</div>',
    );
  });

  it('forms, metadata and unknown tags, keeping their text', () => {
    expect(sanitizeRichText('<form action="https://evil.test"><input name="q"><button>Go</button></form>')).toBe('Go');
    expect(
      sanitizeRichText(
        '<base href="https://evil.test/"><meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x.css"><h5>Small</h5>',
      ),
    ).toBe('Small');
  });

  it('protocol-relative links and odd image sizes', () => {
    expect(sanitizeRichText('<a href="//evil.test/x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<img src="/a.png" width="100%" height="expression(alert(1))">')).toBe(
      '<img src="/a.png" width="100%" />',
    );
  });

  it('leaves plain text escaped', () => {
    expect(sanitizeRichText('1 < 2 & "quotes" <b>bold</b>')).toBe('1 &lt; 2 &amp; "quotes" <b>bold</b>');
  });
});
