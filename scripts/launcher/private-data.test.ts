import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTempDataDir, freePort } from '@mt/service-kit/testing';
import { SERVICE_NAMES, serviceUrlVariable, type ServiceName } from '@mt/service-kit/topology';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAll, startProcess, type RunningProcess } from '../bench/support/service';
import { siteEnvironment } from './processes';

// docs/decisions/019: DATA_DIR and all the site writes in it are its owner's alone. The five
// services run as processes from their sources, with the environment the launcher gives them,
// on a DATA_DIR that an older version left open; a booking, a contact message and an upload
// then write a database row, mail and a photo, and every mode is read back while they run.
const ADMIN = { email: 'owner@atlas-tours.ma', password: 'correct horse battery' };
const root = createTempDataDir('mt-private-site-');
const dataDir = path.join(root.dir, 'data');
const mask = process.umask();
const base: Partial<Record<ServiceName, string>> = {};
let running: RunningProcess[] = [];

beforeAll(async () => {
  // As an older version left it: the folder open to all, a database readable by all.
  mkdirSync(dataDir, { mode: 0o755 });
  chmodSync(dataDir, 0o755);
  writeFileSync(path.join(dataDir, 'tours.sqlite'), '');
  chmodSync(path.join(dataDir, 'tours.sqlite'), 0o644);

  const ports = Object.fromEntries(
    await Promise.all(SERVICE_NAMES.map(async (name) => [name, await freePort()] as const)),
  ) as Record<ServiceName, number>;
  const env: NodeJS.ProcessEnv = {
    ...siteEnvironment({ PORT: 8080, DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' }),
    ...Object.fromEntries(
      SERVICE_NAMES.map((name) => [serviceUrlVariable(name), `http://127.0.0.1:${ports[name]}`]),
    ),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: '',
    BOOKING_RATE_LIMIT: '0',
  };
  running = await startAll(
    SERVICE_NAMES.map((name) => () => {
      base[name] = `http://127.0.0.1:${ports[name]}`;
      return startProcess({
        spec: {
          command: process.execPath,
          args: ['--import', 'tsx', `services/${name}/src/server.ts`],
          env,
        },
        port: ports[name],
        timeoutMs: 60_000,
      });
    }),
  );
}, 90_000);

afterAll(async () => {
  await Promise.all(running.map((process) => process.stop()));
  process.umask(mask);
  root.remove();
});

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function book(): Promise<void> {
  const login = await post(`${base.identity}/api/auth/login`, ADMIN);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const created = await post(
    `${base.tours}/api/tours/tours`,
    {
      title: 'Merzouga Desert Tour',
      description: '<p>Three days to the Sahara.</p>',
      price: 249,
      duration: '3 days / 2 nights',
      location: 'Merzouga',
      max_participants: 12,
    },
    { cookie },
  );
  const tour = (await created.json()) as { id: number };
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await post(`${base.bookings}/api/bookings/bookings`, {
    tour_id: tour.id,
    customer_name: 'Sophie Martin',
    email: 'sophie@example.fr',
    start_date: inAMonth,
    number_of_participants: 2,
  });
}

async function sendContactMessage(): Promise<void> {
  const form = {
    name: 'Sophie Martin',
    email: 'sophie@example.fr',
    subject: 'Private desert tour',
    message: 'Could you organise a private tour to Merzouga in April for two people?',
  };
  await post(`${base.messaging}/api/messaging/contact`, {
    to: form.email,
    subject: form.subject,
    template: 'contact_form',
    data: form,
    language: 'en',
  });
}

async function uploadPhoto(): Promise<void> {
  const login = await post(`${base.identity}/api/auth/login`, ADMIN);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#d97706' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('caption', 'Dunes at dawn');
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dunes.jpg');
  const response = await fetch(`${base.media}/api/media/gallery/upload`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  expect(response.status).toBe(201);
}

/** Every file and folder under DATA_DIR, relative to it, with its permission bits. */
function modes(): Map<string, number> {
  const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true });
  return new Map([
    ['.', statSync(dataDir).mode & 0o777],
    ...entries.map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return [path.relative(dataDir, full), statSync(full).mode & 0o777] as const;
    }),
  ]);
}

async function eventually(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  for (const started = Date.now(); !check();) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('DATA_DIR under `pnpm start`', () => {
  it('is its owner’s alone: folders 0700, and every file 0600, SQLite’s -wal and -shm included', async () => {
    await book();
    await sendContactMessage();
    await uploadPhoto();
    // The booking's two mails and the contact form's two, delivered to .eml files.
    const mails = () => [...modes().keys()].filter((name) => name.endsWith('.eml'));
    await eventually(() => mails().length >= 4);

    const found = modes();
    const names = [...found.keys()];
    for (const service of SERVICE_NAMES) {
      for (const suffix of ['', '-wal', '-shm'])
        expect(names).toContain(`${service}.sqlite${suffix}`);
    }
    expect(names).toContain('secrets.json');
    expect(names.filter((name) => name.startsWith(`media${path.sep}`)).length).toBeGreaterThan(0);

    const open = [...found].filter(([name, mode]) => {
      const isFolder = statSync(path.join(dataDir, name)).isDirectory();
      return mode !== (isFolder ? 0o700 : 0o600);
    });
    expect(open.map(([name, mode]) => `${name} ${mode.toString(8)}`)).toEqual([]);
  });
});

describe('a service started on its own, as its image runs it', () => {
  it('closes its DATA_DIR and SECRETS_DIR itself, whatever mask it was started with', async () => {
    const own = path.join(root.dir, 'tours-volume');
    const secrets = path.join(root.dir, 'secrets-volume');
    // Docker creates volume mount points 0755; the process starts with the usual 022 mask.
    for (const dir of [own, secrets]) mkdirSync(dir, { mode: 0o755 });
    for (const dir of [own, secrets]) chmodSync(dir, 0o755);
    const port = await freePort();
    const started = process.umask(0o022);
    let tours: RunningProcess;
    try {
      tours = await startProcess({
        entry: 'services/tours/src/server.ts',
        port,
        env: { HOST: '127.0.0.1', DATA_DIR: own, SECRETS_DIR: secrets, LOG_LEVEL: 'warn' },
        timeoutMs: 60_000,
      });
    } finally {
      process.umask(started);
    }
    try {
      const modeOf = (file: string) => statSync(file).mode & 0o777;
      expect(modeOf(own)).toBe(0o700);
      expect(modeOf(secrets)).toBe(0o700);
      expect(modeOf(path.join(secrets, 'secrets.json'))).toBe(0o600);
      // The migrations have written the database: its -wal and -shm are open.
      for (const suffix of ['', '-wal', '-shm']) {
        expect(modeOf(path.join(own, `tours.sqlite${suffix}`))).toBe(0o600);
      }
    } finally {
      await tours.stop();
    }
  }, 60_000);
});
