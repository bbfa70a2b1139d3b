import { describe, expect, it } from 'vitest';
import { parseTunerSettings } from './use-tuner-settings';

describe('stored tuner settings', () => {
  it('keeps a known tuning and an A4 within 432–446 Hz', () => {
    expect(parseTunerSettings('{"tuningId":"drop-d","a4Hz":432}')).toEqual({ tuningId: 'drop-d', a4Hz: 432 });
    expect(parseTunerSettings('{"tuningId":"ukulele","a4Hz":441.5}')).toEqual({ tuningId: 'ukulele', a4Hz: 441.5 });
  });

  it('falls back to standard tuning at 440 Hz for anything else', () => {
    expect(parseTunerSettings(null)).toEqual({ tuningId: 'standard', a4Hz: 440 });
    expect(parseTunerSettings('not json')).toEqual({ tuningId: 'standard', a4Hz: 440 });
    expect(parseTunerSettings('{"tuningId":"banjo","a4Hz":450}')).toEqual({ tuningId: 'standard', a4Hz: 440 });
    expect(parseTunerSettings('{"tuningId":"e-flat","a4Hz":"440"}')).toEqual({ tuningId: 'e-flat', a4Hz: 440 });
  });
});
