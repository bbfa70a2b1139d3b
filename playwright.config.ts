import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/local-machine.mjs';

// Overridable so that several suites can run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const MAIL_SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2526);
const MAIL_HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2527);
const BASE_URL = `http://localhost:${PORT}`;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;

/** A fresh data directory per run: the app starts exactly as `npm start` does on a new machine. */
const dataDir = path.join(tmpdir(), `woodshed-e2e-${process.pid}`);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-sink.ts',
      url: `${MAIL_SINK_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx apps/server/src/server.ts',
      url: `${BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(PORT),
        PUBLIC_URL: BASE_URL,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SEED_DEMO: 'true',
        ADMIN_EMAIL: '',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // Still the real proof of work, made light so the suite stays quick.
        CAPTCHA_COST: '200',
        CAPTCHA_MAX_COUNTER: '200',
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_EMAIL: '100',
        // The reminder job looks every 2 s, so e2e/reminders.spec.ts sees its e-mail quickly.
        REMINDER_CHECK_SECONDS: '2',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
