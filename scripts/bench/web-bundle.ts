/**
 * `pnpm bench:bundle`: the JavaScript each public page loads, from the web build's own manifest,
 * as Lighthouse counts it (KB of 1,024 bytes of the `.gz` files the gateways send). The entry,
 * the page's screen and everything they import statically: what a first visit downloads before
 * the page is interactive. Target (docs/decisions/037): at most 120 KB per public page.
 *
 * Deterministic, unlike `pnpm bench:web`: it reads files, so it runs in a second on any machine.
 * A measurement, not a gate: it exits 0 whatever the figures.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebIfStale } from '../launcher/web-build';
import { repositoryRoot } from './support/service';

const BUDGET_KB = 120;
const KB = 1024;
const dist = path.join(repositoryRoot, 'apps/web/dist');

/** The public screens, by their module in the route tree (apps/web/src/app/route-tree.tsx). */
const PAGES = [
  { page: '/', screen: 'src/app/routes/home.tsx' },
  { page: '/tours', screen: 'src/app/routes/tours.tsx' },
  { page: '/tours/{id}', screen: 'src/app/routes/tour-detail.tsx' },
  { page: '/gallery', screen: 'src/app/routes/gallery.tsx' },
  { page: '/contact', screen: 'src/app/routes/contact.tsx' },
  { page: '/booking', screen: 'src/app/routes/booking.tsx' },
  { page: '/review/{token}', screen: 'src/app/routes/review.tsx' },
] as const;

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Bytes as sent to a browser that takes gzip: the precompressed file beside the asset. */
function gzipBytes(file: string): number {
  const full = path.join(dist, file);
  return existsSync(`${full}.gz`)
    ? statSync(`${full}.gz`).size
    : gzipSync(readFileSync(full)).length;
}

/** A chunk and every chunk it imports statically, once each. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

if (!buildWebIfStale(repositoryRoot, (line) => console.log(line))) process.exit(1);
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest;

console.log(
  `JavaScript each public page loads (gzip, KB of 1,024 bytes), budget ${BUDGET_KB} KB\n`,
);
let over = 0;
for (const { page, screen } of PAGES) {
  if (!manifest[screen]) {
    console.log(`  ??   ${page.padEnd(16)} no chunk for ${screen} in the manifest`);
    continue;
  }
  const chunks = closure(manifest, screen, closure(manifest, 'index.html'));
  const files = [...chunks].map((key) => ({
    file: manifest[key]!.file,
    bytes: gzipBytes(manifest[key]!.file),
  }));
  const total = files.reduce((sum, { bytes }) => sum + bytes, 0) / KB;
  const ok = total <= BUDGET_KB;
  if (!ok) over += 1;
  const largest = files
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3)
    .map(({ file, bytes }) => `${path.basename(file)} ${(bytes / KB).toFixed(1)}`)
    .join(', ');
  console.log(
    `  ${ok ? 'ok  ' : 'MISS'} ${page.padEnd(16)} ${total.toFixed(1).padStart(6)} KB in ${files.length} files (largest: ${largest})`,
  );
}
console.log(
  over === 0 ? '\nevery public page within budget' : `\nMISS: ${over} page(s) over budget`,
);
