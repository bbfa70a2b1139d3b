/**
 * Whether a URL points at this site (a path such as /files/images/x.png, or an absolute URL on this
 * origin). The CSP only lets images, audio and video load from here (and data: images), so anything
 * else is shown as a link instead of being embedded.
 */
export function isSameOriginUrl(value: string): boolean {
  const url = value.trim();
  if (!url) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A URL an <img> may load under the CSP: same origin or an inline data: image. */
export function isEmbeddableImageUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  return /^data:image\//i.test(value.trim()) || isSameOriginUrl(value);
}
