import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** The end-to-end suite runs the real site, as `pnpm start` does, on its own port and data. */
const PORT = Number(process.env.E2E_PORT ?? 18080);
/** The site's data: a spec may set up what only time makes (a booking made last week) there. */
export const DATA_DIR = `.tmp/e2e-data-${PORT}`;
/**
 * The gateway `pnpm start` runs in front (docs/decisions/056): the Node gateway, or with
 * E2E_GATEWAY=nginx a real nginx with infra's configuration, as wherever nginx is installed.
 * Both are named, so that each run tests the one it says.
 */
const GATEWAY = process.env.E2E_GATEWAY === 'nginx' ? 'nginx' : 'node';
/**
 * The specs whose outcome can depend on the gateway (docs/decisions/056): how pages, headers,
 * caches, cookies, forwarded addresses, writes and uploads pass through it. The Node gateway's run
 * takes every spec; the nginx run repeats these, since the rest drive the same services and the
 * same HTML whichever gateway carries them (and scripts/nginx/gateway-parity.test.ts holds the two
 * gateways alike request by request).
 */
const THROUGH_EVERY_GATEWAY = [
  'admin-sign-in',
  'booking-flow',
  'contact',
  'content-security-policy',
  'gallery',
  'page-freshness',
  'page-language',
  'page-serving',
  'pending-holds',
  'server-rendering',
  'shell',
  'spec-api',
];
const SITE_URL = `http://localhost:${PORT}`;
export const E2E_ADMIN = { email: 'e2e-admin@atlas-tours.ma', password: 'e2e password for tests' };
/** The suite's mail server (e2e/support/smtp-peer.ts): SMTP in, and what arrived over HTTP. */
// Beside the site's port, so two checkouts can run their suites at once with different E2E_PORTs.
const SMTP_PORT = PORT - 55;
export const E2E_MAIL = {
  smtpPort: SMTP_PORT,
  inbox: `http://127.0.0.1:${SMTP_PORT + 1}/messages`,
  operator: 'operator@atlas-tours.ma',
};

// Each run starts from an empty site (only the main process clears it, never a worker).
if (!process.env.TEST_WORKER_INDEX) rmSync(DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  ...(GATEWAY === 'nginx'
    ? { testMatch: THROUGH_EVERY_GATEWAY.map((name) => `${name}.spec.ts`) }
    : {}),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    // Debian's Chromium, never a downloaded browser (docs/architecture.md, Versions and machine
    // facts).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'tsx e2e/support/smtp-peer.ts',
      url: `http://127.0.0.1:${SMTP_PORT + 1}/health`,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_SMTP_HTTP_PORT: String(SMTP_PORT + 1) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'pnpm start',
      url: `http://localhost:${PORT}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        GATEWAY,
        PORT: String(PORT),
        DATA_DIR,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${E2E_MAIL.smtpPort}`,
        OPERATOR_EMAIL: E2E_MAIL.operator,
        PUBLIC_URL: SITE_URL,
        // Every booking of the suite (the demo seed's included) comes from one address: the
        // service's own tests check the limit, the end-to-end suite must not trip over it.
        BOOKING_RATE_LIMIT: '100',
        // Likewise every contact message: the service's own tests check its limit of 5.
        CONTACT_RATE_LIMIT: '100',
        // Likewise the per-address limits of pending seats (docs/decisions/059); the per-e-mail
        // ones stay as shipped: each spec books with its own address, and
        // e2e/pending-holds.spec.ts meets the limit of one.
        BOOKING_HOLD_ADDRESS_DEPARTURE: '0',
        BOOKING_HOLD_ADDRESS_DAY: '0',
      },
    },
  ],
});
