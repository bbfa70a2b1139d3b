import { withQuery } from '@/lib/api-url';

/** A calendar app's way to subscribe to the feed: links only, nothing is fetched from them. */
export interface SubscribeLink {
  app: 'Google Calendar' | 'Apple Calendar' | 'Outlook';
  href: string;
}

/**
 * The subscribe links of a feed URL: webcal:// (the scheme calendar apps open, Apple's), Google's "add by URL" with
 * the webcal link, and Outlook.com's "add from web" with the https link.
 */
export function subscribeLinks(feedUrl: string): { webcal: string; links: SubscribeLink[] } {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  return {
    webcal,
    links: [
      { app: 'Google Calendar', href: withQuery('https://calendar.google.com/calendar/r', { cid: webcal }) },
      { app: 'Apple Calendar', href: webcal },
      {
        app: 'Outlook',
        href: withQuery('https://outlook.live.com/calendar/0/addfromweb', { url: feedUrl }),
      },
    ],
  };
}
