import { describe, expect, it } from 'vitest';
import { loginRequestSchema, messages as authMessages } from '@woodshed/shared/auth';
import { dailyXpForStreak, messages as practiceMessages } from '@woodshed/shared/practice';
import packageJson from '../package.json' with { type: 'json' };
import * as root from './index.ts';

/** Each feature's subpath (`@woodshed/shared/<feature>`), as package.json lists them. */
const SUBPATHS = Object.keys(packageJson.exports)
  .filter((subpath) => subpath !== '.')
  .map((subpath) => subpath.slice(2));

/** Through the package's exports map, as the apps resolve it (a variable specifier: Vite leaves it to run time). */
const loadFeature = (feature: string): Promise<Record<string, unknown>> => {
  const specifier = `@woodshed/shared/${feature}`;
  return import(/* @vite-ignore */ specifier);
};

describe('subpaths', () => {
  it('give the same things as the root', () => {
    expect(loginRequestSchema).toBe(root.loginRequestSchema);
    expect(dailyXpForStreak).toBe(root.dailyXpForStreak);
    expect(authMessages.auth).toBe(root.messages.auth);
    expect(practiceMessages.practice.logged).toBe(root.messages.practice.logged);
  });

  it('together export everything the root does, and each feature its own messages', async () => {
    const fromSubpaths = new Set<string>();
    const sections: string[] = [];
    for (const feature of SUBPATHS) {
      const exports = await loadFeature(feature);
      for (const [name, value] of Object.entries(exports)) {
        fromSubpaths.add(name);
        if (name !== 'messages') expect(value, `${feature}: ${name}`).toBe(root[name as keyof typeof root]);
      }
      sections.push(...Object.keys(exports.messages as object));
    }
    expect([...fromSubpaths].sort()).toEqual(Object.keys(root).sort());
    // One `messages` with every feature's sections, none defined by two features.
    expect(sections.sort()).toEqual(Object.keys(root.messages).sort());
  });
});
