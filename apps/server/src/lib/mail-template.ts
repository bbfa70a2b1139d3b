import escapeHtml from 'escape-html';

/** A piece of a paragraph: text, or a link that shows its own address (so it reads the same in both parts). */
export type MailInline = string | { url: string };
/** A paragraph; a `\n` in its text is a line break. */
export type MailParagraph = string | readonly MailInline[];

/**
 * What a message says, once: the plain-text part and the HTML part are both rendered from it, so they cannot say
 * different things.
 */
export interface MailContent {
  subject: string;
  /** Before the action: the greeting and what happened. */
  lead: readonly MailParagraph[];
  /** The one thing to do: in HTML a button, with the address also written out; in text the prompt, then the address. */
  action: { prompt: string; label: string; url: string };
  /** After the action, in smaller print: why the message came and how to stop it. */
  notes?: readonly MailParagraph[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Woodshed's colours (stone and amber, as the web app), with a dark set for clients that follow the reader's scheme. */
const LIGHT = {
  page: '#fafaf9',
  card: '#ffffff',
  border: '#d6d3d1',
  text: '#1c1917',
  muted: '#57534e',
  accent: '#92400e',
  onAccent: '#ffffff',
};
const DARK = {
  page: '#1c1917',
  card: '#292524',
  border: '#44403c',
  text: '#f5f5f4',
  muted: '#d6d3d1',
  accent: '#fcd34d',
  onAccent: '#1c1917',
};
const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Inline styles carry the light look (many clients drop <style>); the dark set overrides them with !important
 * where <style> and the media query are honoured. No images: everything reads with images blocked.
 */
const DARK_STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .ws-page { background-color: ${DARK.page} !important; }
  .ws-card { background-color: ${DARK.card} !important; border-color: ${DARK.border} !important; }
  .ws-text { color: ${DARK.text} !important; }
  .ws-muted { color: ${DARK.muted} !important; }
  .ws-link { color: ${DARK.accent} !important; }
  .ws-button { background-color: ${DARK.accent} !important; color: ${DARK.onAccent} !important; }
}`;

const inlines = (paragraph: MailParagraph): readonly MailInline[] =>
  typeof paragraph === 'string' ? [paragraph] : paragraph;

function paragraphText(paragraph: MailParagraph): string {
  return inlines(paragraph)
    .map((part) => (typeof part === 'string' ? part : part.url))
    .join('');
}

const link = (url: string) =>
  `<a class="ws-link" href="${escapeHtml(url)}" style="color: ${LIGHT.accent}; word-break: break-all;">${escapeHtml(url)}</a>`;

function paragraphHtml(paragraph: MailParagraph, muted: boolean): string {
  const body = inlines(paragraph)
    .map((part) => (typeof part === 'string' ? escapeHtml(part).replaceAll('\n', '<br>') : link(part.url)))
    .join('');
  const style = muted
    ? `margin: 0 0 12px; font-size: 14px; color: ${LIGHT.muted};`
    : `margin: 0 0 16px; color: ${LIGHT.text};`;
  return `<p class="${muted ? 'ws-muted' : 'ws-text'}" style="${style}">${body}</p>`;
}

function actionHtml(action: MailContent['action']): string {
  const href = escapeHtml(action.url);
  return [
    paragraphHtml(action.prompt, false),
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin: 0 0 12px;"><tr>`,
    `<td style="border-radius: 6px; background-color: ${LIGHT.accent};">`,
    `<a class="ws-button" href="${href}" style="display: inline-block; padding: 12px 20px; border-radius: 6px; background-color: ${LIGHT.accent}; color: ${LIGHT.onAccent}; font-weight: bold; text-decoration: none;">${escapeHtml(action.label)}</a>`,
    `</td></tr></table>`,
    paragraphHtml(['If the button does not work, open this link:\n', { url: action.url }], true),
  ].join('\n');
}

/** "Woodshed" and, when the school has a name, the name beside it (as in the web app's top bar). */
const heading = (schoolName: string | null) => (schoolName ? `Woodshed · ${schoolName}` : 'Woodshed');

/**
 * The one mail template: a plain-text part as the app has always sent, and an HTML part in one column with the
 * school's name at the top, readable without images and in light or dark mode. Every value is HTML-escaped.
 */
export function renderMail(content: MailContent, site: { schoolName: string | null }): RenderedMail {
  const notes = content.notes ?? [];
  const text = [
    ...content.lead.map(paragraphText),
    `${content.action.prompt}\n${content.action.url}`,
    ...notes.map(paragraphText),
  ].join('\n\n');

  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.subject)}</title>
<style>${DARK_STYLE}
</style>
</head>
<body class="ws-page" style="margin: 0; padding: 0; background-color: ${LIGHT.page};">
<table role="presentation" class="ws-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color: ${LIGHT.page};"><tr>
<td align="center" style="padding: 24px 12px;">
<table role="presentation" class="ws-card" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width: 560px; background-color: ${LIGHT.card}; border: 1px solid ${LIGHT.border}; border-radius: 8px;"><tr>
<td class="ws-text" style="padding: 24px; font-family: ${FONT}; font-size: 16px; line-height: 1.5; color: ${LIGHT.text};">
<p class="ws-text" style="margin: 0 0 20px; font-size: 18px; font-weight: bold; color: ${LIGHT.text};">${escapeHtml(heading(site.schoolName))}</p>
${content.lead.map((paragraph) => paragraphHtml(paragraph, false)).join('\n')}
${actionHtml(content.action)}
${notes.map((paragraph) => paragraphHtml(paragraph, true)).join('\n')}
</td></tr></table>
</td></tr></table>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
