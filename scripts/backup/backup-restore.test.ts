import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { dataPath } from '@mt/service-kit/data-dir';
import { databaseFile } from '@mt/service-kit/db';
import { ensureSecrets } from '@mt/service-kit/secrets';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { SERVICE_NAMES } from '@mt/service-kit/topology';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  aBooking,
  startBookings,
  type BookingsHarness,
} from '../../services/bookings/test/harness';
import { buildApp as buildMediaApp } from '../../services/media/src/app';
import { createBackup } from './create-backup';
import { listFiles, sha256 } from './files';
import { entriesOf, type Manifest } from './manifest';
import { stagingDir, writeJournal } from './put-in-place';
import { restoreBackup, resumeRestore } from './restore-backup';
import { stageBackup } from './stage-backup';

const root = fileURLToPath(new URL('../..', import.meta.url));

let site: BookingsHarness;
let media: Awaited<ReturnType<typeof buildMediaApp>>;
let tourId: number;
const temporary: Array<{ remove(): void }> = [];

/** A fresh folder for this test, removed after it. */
function tempDir(prefix: string): string {
  const dir = createTempDataDir(prefix);
  temporary.push(dir);
  return dir.dir;
}

beforeAll(async () => {
  // The real bookings service with real tours, identity and messaging, plus real media, all on
  // one DATA_DIR, as `pnpm start` runs them.
  site = await startBookings();
  media = await buildMediaApp(createTestConfig(site.dataDir));
  await media.ready();
  ensureSecrets(site.dataDir); // as `pnpm start` does
  tourId = await site.createTour({ max_participants: 500 });
  for (const [index, colour] of [
    [1, { r: 200, g: 120, b: 40 }],
    [2, { r: 30, g: 90, b: 160 }],
  ] as const) {
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: colour },
    })
      .png()
      .toBuffer();
    await media.store.saveImage({ data: photo, filename: `dunes-${index}.png`, kind: 'gallery' });
  }
});

afterAll(async () => {
  await media?.close();
  await site?.close();
});

afterEach(() => {
  for (const dir of temporary.splice(0)) dir.remove();
});

let bookingNumber = 0;
async function book(): Promise<number> {
  // One seat on one of 40 departures: capacity never refuses, so every attempt must succeed.
  const start = new Date(Date.UTC(2027, 0, 1 + (bookingNumber++ % 40))).toISOString().slice(0, 10);
  const response = await site.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, { start_date: start, number_of_participants: 1 }),
  });
  if (response.statusCode !== 201) throw new Error(`booking refused: ${response.body}`);
  return (response.json() as { id: number }).id;
}

/** Books one after another until stopped, as a stream of customers would. */
function keepBooking() {
  const created: number[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) created.push(await book());
  })();
  return {
    created,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** Runs `pnpm backup`/`pnpm restore` as a process of its own, as an operator would. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

function readBookingIds(dataDir: string): Set<number> {
  const db = new Database(databaseFile(dataDir, 'bookings'), { readonly: true });
  try {
    const rows = db.prepare('SELECT id FROM bookings').all() as Array<{ id: number }>;
    return new Set(rows.map((row) => row.id));
  } finally {
    db.close();
  }
}

function readManifestFile(backupDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
}

describe('pnpm backup and pnpm restore', () => {
  it('restores every booking that succeeded before a backup taken while bookings kept coming', async () => {
    const earlier: number[] = [];
    for (let i = 0; i < 25; i += 1) earlier.push(await book());
    const stream = keepBooking();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = [...earlier, ...stream.created];
    const into = tempDir('mt-backups-');

    const backup = await runScript('scripts/backup.ts', [into], { DATA_DIR: site.dataDir });
    const during = stream.created.length - before.length;
    await stream.stop();

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up .+: 5 databases .*, 8 media files .* in [\d.]+ s\.\n$/,
    );
    expect(during).toBeGreaterThan(0); // the site was writing bookings all along
    const [name] = readdirSync(into);
    const backupDir = path.join(into, name!);

    const target = tempDir('mt-restored-');
    const restore = await runScript('scripts/restore.ts', [backupDir], { DATA_DIR: target });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .+ into .+: 5 databases/);

    const restored = readBookingIds(target);
    expect(before.filter((id) => !restored.has(id))).toEqual([]);
    expect(restored.size).toBeLessThanOrEqual(earlier.length + stream.created.length);
    // One moment of the database: each booking arrives with the mails its transaction queued.
    const db = new Database(databaseFile(target, 'bookings'), { readonly: true });
    try {
      const orphans = db
        .prepare(
          'SELECT count(*) AS n FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.booking_id = b.id)',
        )
        .get() as { n: number };
      expect(orphans.n).toBe(0);
    } finally {
      db.close();
    }

    // Media come back byte for byte, and nothing of the restore's machinery stays behind.
    const sourceMedia = dataPath(site.dataDir, 'media');
    const restoredMedia = dataPath(target, 'media');
    const names = await listFiles(sourceMedia);
    expect(names).toHaveLength(8); // two photos: a fallback and three widths each
    expect(await listFiles(restoredMedia)).toEqual(names);
    for (const file of names)
      expect(
        readFileSync(path.join(restoredMedia, file)).equals(
          readFileSync(path.join(sourceMedia, file)),
        ),
      ).toBe(true);
    const secrets = dataPath(site.dataDir, 'secrets');
    expect(readFileSync(dataPath(target, 'secrets'))).toEqual(readFileSync(secrets));
    expect(readdirSync(target).sort()).toEqual(
      [
        ...SERVICE_NAMES.map((service) => `${service}.sqlite`),
        'media',
        'outbox',
        'secrets.json',
      ].sort(),
    );
  });

  it('refuses a backup whose file was altered, and leaves DATA_DIR as it was', async () => {
    const { dir } = await createBackup({ dataDir: site.dataDir, into: tempDir('mt-backups-') });
    const photo = readManifestFile(dir).files.find((file) => file.path.startsWith('media/'))!;
    const file = path.join(dir, photo.path);
    const bytes = readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1); // one byte rots
    writeFileSync(file, bytes);

    const target = tempDir('mt-restored-');
    await expect(restoreBackup({ backupDir: dir, dataDir: target })).rejects.toThrow(
      `${photo.path} does not match its checksum`,
    );
    expect(readdirSync(target)).toEqual([]);
  });

  it("refuses a database that fails SQLite's check, even with a matching checksum", async () => {
    const { dir } = await createBackup({ dataDir: site.dataDir, into: tempDir('mt-backups-') });
    const manifest = readManifestFile(dir);
    const entry = manifest.files.find((file) => file.path === 'bookings.sqlite')!;
    const damaged = readFileSync(path.join(dir, entry.path)).subarray(0, 100);
    writeFileSync(path.join(dir, entry.path), damaged);
    Object.assign(entry, { bytes: damaged.length, sha256: sha256(damaged) });
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));

    const target = tempDir('mt-restored-');
    await expect(restoreBackup({ backupDir: dir, dataDir: target })).rejects.toThrow(
      "The bookings database of the backup fails SQLite's integrity check",
    );
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses a DATA_DIR that holds a site unless forced, then keeps the replaced data aside', async () => {
    const { dir } = await createBackup({ dataDir: site.dataDir, into: tempDir('mt-backups-') });
    const target = tempDir('mt-restored-');
    await restoreBackup({ backupDir: dir, dataDir: target });

    await expect(restoreBackup({ backupDir: dir, dataDir: target })).rejects.toThrow(
      /already holds a site \(.*bookings\.sqlite.*\): add --force/,
    );
    const { replaced } = await restoreBackup({ backupDir: dir, dataDir: target, force: true });
    expect(readdirSync(replaced!)).toContain('bookings.sqlite');
    expect(readBookingIds(target)).toEqual(readBookingIds(replaced!));
  });

  it('refuses while the site has the databases open', async () => {
    const { dir } = await createBackup({ dataDir: site.dataDir, into: tempDir('mt-backups-') });
    await expect(
      restoreBackup({ backupDir: dir, dataDir: site.dataDir, force: true }),
    ).rejects.toThrow(/^The site is running on .+: stop it, then restore$/);
  });

  it('finishes a restore interrupted while it put its files in place', async () => {
    const { dir, manifest } = await createBackup({
      dataDir: site.dataDir,
      into: tempDir('mt-backups-'),
    });
    const target = tempDir('mt-restored-');
    await restoreBackup({ backupDir: dir, dataDir: target });

    // What a crash leaves: all staged and journaled, the first entry in place, and the old tours
    // database moved aside but not yet its -wal (a crashed service's, which must not be replayed
    // into the restored copy).
    const journal = {
      backup: dir,
      created_at: manifest.created_at,
      replaced: 'replaced-before-crash',
      entries: entriesOf(manifest),
    };
    await stageBackup(dir, manifest, stagingDir(target));
    await writeJournal(target, journal);
    const first = journal.entries[0]!;
    mkdirSync(path.join(target, journal.replaced));
    renameSync(path.join(target, first), path.join(target, journal.replaced, first));
    renameSync(path.join(stagingDir(target), first), path.join(target, first));
    const tours = databaseFile(target, 'tours');
    renameSync(tours, path.join(target, journal.replaced, 'tours.sqlite'));
    writeFileSync(`${tours}-wal`, 'stale');

    await expect(restoreBackup({ backupDir: dir, dataDir: target, force: true })).rejects.toThrow(
      'run "pnpm restore --resume" to finish it first',
    );
    const { replaced } = await resumeRestore(target);
    expect(existsSync(stagingDir(target))).toBe(false);
    expect(readdirSync(replaced!)).toContain('tours.sqlite-wal');
    expect(existsSync(`${databaseFile(target, 'tours')}-wal`)).toBe(false);
    for (const file of manifest.files)
      expect(sha256(readFileSync(path.join(target, file.path)))).toBe(file.sha256);
  });

  it('takes the secrets from SECRETS_DIR when set, and a forced restore leaves no old mail behind', async () => {
    // A site that has never written a mail file: its backup still replaces the target's folder.
    const { dir: full } = await createBackup({
      dataDir: site.dataDir,
      into: tempDir('mt-backups-'),
    });
    const source = tempDir('mt-copy-');
    await restoreBackup({ backupDir: full, dataDir: source });
    rmSync(dataPath(source, 'outbox'), { recursive: true, force: true });
    const secrets = tempDir('mt-secrets-');
    writeFileSync(path.join(secrets, 'secrets.json'), '{"kept":"elsewhere"}');
    const { dir } = await createBackup({
      dataDir: source,
      secretsDir: secrets,
      into: tempDir('mt-backups-'),
    });
    expect(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).toBe('{"kept":"elsewhere"}');

    const target = tempDir('mt-restored-');
    await restoreBackup({ backupDir: full, dataDir: target });
    writeFileSync(path.join(dataPath(target, 'outbox'), 'old-site.eml'), 'a mail of the old site');
    await restoreBackup({ backupDir: dir, dataDir: target, force: true });
    expect(readdirSync(dataPath(target, 'outbox'))).toEqual([]);
  });

  it('names a damaged restore journal instead of failing on its JSON', async () => {
    const { dir } = await createBackup({ dataDir: site.dataDir, into: tempDir('mt-backups-') });
    const target = tempDir('mt-restored-');
    mkdirSync(stagingDir(target));
    writeFileSync(path.join(stagingDir(target), 'journal.json'), '{"backup": "/cut off');
    await expect(resumeRestore(target)).rejects.toThrow(/journal\.json is damaged\. Move .+ aside/);
    await expect(restoreBackup({ backupDir: dir, dataDir: target })).rejects.toThrow(
      /journal\.json is damaged/,
    );
  });

  it('warns of media files the media database names but DATA_DIR had already lost', async () => {
    const { dir } = await createBackup({ dataDir: site.dataDir, into: tempDir('mt-backups-') });
    const copy = tempDir('mt-copy-');
    await restoreBackup({ backupDir: dir, dataDir: copy });
    const [lost] = await listFiles(dataPath(copy, 'media'));
    rmSync(path.join(dataPath(copy, 'media'), lost!));

    const { manifest } = await createBackup({ dataDir: copy, into: tempDir('mt-backups-') });
    expect(manifest.missing_media_files).toEqual([lost]);
  });

  it('explains in one line what is wrong with the command, and exits non-zero', async () => {
    const empty = tempDir('mt-empty-');
    const into = await mkdtemp(path.join(tmpdir(), 'mt-backups-'));
    temporary.push({ remove: () => rmSync(into, { recursive: true, force: true }) });
    await expect(createBackup({ dataDir: empty, into })).rejects.toThrow(
      /^No tours database at .+: is DATA_DIR right\?/,
    );
    expect(readdirSync(into)).toEqual([]);

    const missing = await runScript('scripts/restore.ts', [path.join(empty, 'nope')], {
      DATA_DIR: tempDir('mt-restored-'),
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^restore: No backup at .+nope: it has no manifest\.json.*\n$/);
  });
});
