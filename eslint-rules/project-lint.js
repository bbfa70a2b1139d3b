import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * For the rule tests: `npm run lint`'s own eslint.config.js on in-memory code placed at real paths (the files it
 * imports exist on disk, so the resolver and the area graph see them). Call once per test file, at its top: loading
 * the config takes seconds. The returned function answers the rule ids and messages ESLint reports.
 */
export function projectLint() {
  let eslint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });
  return async (filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
  };
}

export const rulesOf = (messages) => messages.map((message) => message.rule);
