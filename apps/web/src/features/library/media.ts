import { isSameOriginUrl } from '@/lib/urls';

export type VideoSource =
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'vimeo'; embedUrl: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string | null };

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The player address of a Vimeo link: vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/x/ID. */
function vimeoEmbed(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'player.vimeo.com') {
    const id = /^\/video\/(\d+)/.exec(url.pathname)?.[1];
    const hash = url.searchParams.get('h');
    return id ? `https://player.vimeo.com/video/${id}${hash && /^[\da-f]+$/i.test(hash) ? `?h=${hash}` : ''}` : null;
  }
  if (host !== 'vimeo.com') return null;
  const unlisted = /^\/(\d+)\/([\da-f]+)\/?$/i.exec(url.pathname);
  if (unlisted) return `https://player.vimeo.com/video/${unlisted[1]}?h=${unlisted[2]}`;
  const id = /^\/(?:(?:channels|groups)\/[\w-]+\/(?:videos\/)?)?(\d+)\/?$/.exec(url.pathname)?.[1];
  return id ? `https://player.vimeo.com/video/${id}` : null;
}

/** Where a start time in a YouTube link (t=90 or t=1m30s) points, in seconds. */
function youtubeStart(url: URL): number | null {
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start');
  if (!raw) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw);
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

/** A link the browser may follow: http(s), or a path on this site. */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = value.trim();
  if (isSameOriginUrl(url)) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * How to show a video URL. YouTube and Vimeo links play in their players (youtube-nocookie.com and
 * player.vimeo.com, the only frame hosts the CSP allows); files on this site play in <video>;
 * anything else (including files on other hosts, which the CSP blocks) becomes a link.
 */
export function videoSource(value: string): VideoSource {
  const raw = value.trim();
  if (isSameOriginUrl(raw)) return { kind: 'file', src: raw };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'link', href: null };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'link', href: null };
  const youtube = youtubeId(url);
  if (youtube) {
    const start = youtubeStart(url);
    return {
      kind: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}${start ? `?start=${start}` : ''}`,
    };
  }
  const vimeo = vimeoEmbed(url);
  if (vimeo) return { kind: 'vimeo', embedUrl: vimeo };
  return { kind: 'link', href: url.href };
}

/** Whether an audio file can play here (the CSP allows media from this site only). */
export function isPlayableHere(value: string): boolean {
  return isSameOriginUrl(value);
}
