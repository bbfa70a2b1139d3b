import { describe, expect, it } from 'vitest';
import { subscribeLinks } from './feed-links';

describe('subscribe links', () => {
  it('gives webcal:// and the Google, Apple and Outlook links of a feed URL', () => {
    const { webcal, links } = subscribeLinks('https://school.example/api/calendar/feeds/abc_123');
    expect(webcal).toBe('webcal://school.example/api/calendar/feeds/abc_123');
    expect(links).toEqual([
      {
        app: 'Google Calendar',
        href: 'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fschool.example%2Fapi%2Fcalendar%2Ffeeds%2Fabc_123',
      },
      { app: 'Apple Calendar', href: 'webcal://school.example/api/calendar/feeds/abc_123' },
      {
        app: 'Outlook',
        href: 'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fschool.example%2Fapi%2Fcalendar%2Ffeeds%2Fabc_123',
      },
    ]);
  });
});
