import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { isEmbeddableImageUrl } from '@/lib/urls';

/**
 * Our own DOMPurify instance, so these hooks never touch other users of the library
 * (the rich-text editor, for instance).
 */
const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('rel', 'noopener noreferrer');
    if (node.hasAttribute('target')) node.setAttribute('target', '_blank');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  // Scripts and handlers are never allowed by DOMPurify; these are forbidden on top.
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'video',
    'audio',
    'source',
    'picture',
  ],
  FORBID_ATTR: ['style', 'srcset', 'id', 'tabindex'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Sanitises `html`, turns images from other hosts into links and moves headings down by
 * `headingOffset` levels (h1 → h2 under the page's h1).
 */
export function sanitizeHtml(html: string, headingOffset = 1): string {
  // With RETURN_DOM the answer is the <body> of an inert document: images in it do not load yet.
  const body = purify.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
  for (const image of Array.from(body.querySelectorAll('img'))) {
    const src = image.getAttribute('src');
    if (isEmbeddableImageUrl(src)) {
      if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
      image.setAttribute('loading', 'lazy');
      continue;
    }
    // The CSP blocks images from other hosts (and we make no third-party requests): offer a link.
    const link = body.ownerDocument.createElement('a');
    link.textContent = image.getAttribute('alt') || 'Open image';
    if (src && /^https?:/i.test(src)) {
      link.setAttribute('href', src);
      link.setAttribute('rel', 'noopener noreferrer');
      link.setAttribute('target', '_blank');
    }
    image.replaceWith(link);
  }
  if (headingOffset > 0) {
    for (const heading of Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
      const level = Math.min(6, Number(heading.tagName[1]) + headingOffset);
      const replacement = body.ownerDocument.createElement(`h${level}`);
      replacement.append(...Array.from(heading.childNodes));
      heading.replaceWith(replacement);
    }
  }
  return body.innerHTML;
}

/** Readable typography for rendered HTML (no typography plugin: the styles live here). */
const prose = cn(
  'max-w-none text-base leading-7 break-words text-stone-800',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_p]:my-4',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-stone-900',
  '[&_h3]:mt-7 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-stone-900',
  '[&_h5]:mt-5 [&_h5]:mb-2 [&_h5]:font-semibold [&_h5]:text-stone-900',
  '[&_h6]:mt-5 [&_h6]:mb-2 [&_h6]:font-semibold [&_h6]:text-stone-700',
  '[&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_li]:my-1 [&_li::marker]:text-stone-500 [&_li>p]:my-1',
  '[&_blockquote]:my-5 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-300 [&_blockquote]:bg-amber-50/60 [&_blockquote]:py-1 [&_blockquote]:pr-3 [&_blockquote]:pl-4 [&_blockquote]:text-stone-700 [&_blockquote]:italic',
  '[&_a]:font-medium [&_a]:text-amber-800 [&_a]:underline [&_a]:decoration-amber-800/40 [&_a]:underline-offset-2 [&_a:hover]:decoration-amber-800',
  '[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-amber-700',
  '[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-stone-900',
  '[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-stone-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-stone-100',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_img]:my-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_hr]:my-8 [&_hr]:border-stone-200',
  '[&_strong]:font-semibold [&_strong]:text-stone-900',
  '[&_table]:my-5 [&_table]:block [&_table]:border-collapse [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border [&_th]:border-stone-300 [&_th]:bg-stone-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-stone-300 [&_td]:px-3 [&_td]:py-2',
);

interface RichTextProps {
  /** HTML from the server (already sanitised there); sanitised again here before it is shown. */
  html: string;
  /** How many levels to move the content's headings down; 1 (default) keeps the page's h1 its only h1. */
  headingOffset?: number;
  className?: string;
}

/** Renders stored HTML (articles, exercise instructions, module content) safely and readably. */
export function RichText({ html, headingOffset = 1, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html, headingOffset), [html, headingOffset]);
  return <div className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
