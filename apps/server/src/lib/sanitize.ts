import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Server-side allowlist for rich text written by the editors (articles, exercise instructions).
 * The browser sanitises again with DOMPurify when it renders.
 */

/** Inline images from the editor: only these raster types, only base64. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;
/** What browsers ignore inside a URL (control characters and spaces), as sanitize-html strips them too. */
// eslint-disable-next-line no-control-regex
const IGNORED_URL_CHARS = /[\x00-\x20]+/g;
const DIMENSION = /^\d{1,5}%?$/;

const options: IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Disallowed tags keep their text, except these, whose content is code or markup and goes with them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'head',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return { tagName, attribs: { ...rest, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' } };
    },
    img: (tagName, attribs) => {
      const next = { ...attribs };
      const src = (next.src ?? '').replace(IGNORED_URL_CHARS, '');
      if (/^data:/i.test(src)) {
        if (DATA_IMAGE.test(src)) next.src = src;
        else delete next.src;
      }
      for (const dimension of ['width', 'height'] as const) {
        if (next[dimension] !== undefined && !DIMENSION.test(next[dimension])) delete next[dimension];
      }
      return { tagName, attribs: next };
    },
  },
  // An image whose source was refused is dropped altogether.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
