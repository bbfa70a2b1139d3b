import { EVENT_TIME_ZONE_SUGGESTIONS } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './time-zone-choices';

describe('timeZoneChoices', () => {
  it("offers the spec's eight event zones first, in their order, then every other zone once", () => {
    const choices = timeZoneChoices(EVENT_TIME_ZONE_SUGGESTIONS);
    expect(choices.slice(0, 8)).toEqual([
      'UTC',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Phoenix',
      'America/Anchorage',
      'Pacific/Honolulu',
    ]);
    expect(new Set(choices).size).toBe(choices.length);
    expect(choices).toEqual(expect.arrayContaining(['Europe/London', 'Australia/Sydney', 'Pacific/Auckland']));
    expect(choices.length).toBeGreaterThan(300);
  });
});
