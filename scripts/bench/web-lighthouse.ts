/**
 * `pnpm bench:web`: Lighthouse (from npm, mobile defaults: simulated slow 4G and a mid-range phone)
 * in Debian's Chromium against `pnpm start` on the seeded demo site, on every public page (home,
 * the tour list, the first tour's page, the gallery, contact and booking), each measured
 * BENCH_RUNS times (3) in a fresh Chromium and reported as the median. Targets (pages rendered on
 * the server; docs/decisions/068): Performance ≥ 98 with LCP ≤ 1.5 s, TBT ≤ 150 ms and CLS 0;
 * Accessibility, Best Practices and SEO 100; at most 120 KB of JavaScript (gzip) on the first load
 * of a public page.
 *
 * Beside each figure stands the bare page's: a document of a heading and a paragraph, no
 * stylesheet, no script, from a bare node:http server (support/bare-server.ts), measured the same
 * way in the same run. It is the floor this machine and Lighthouse's simulation give at that
 * moment: a page cannot paint sooner than it, and a bare figure that moves says the machine is busy.
 * The load average is printed with each page.
 *
 * A measurement, not a gate: it exits 0 whatever the scores, and 1 only when the site does not
 * start or Lighthouse cannot measure any page. BENCH_PORT (28280) and SEED_DEMO (true) apply;
 * BENCH_REPORT_DIR keeps each page's full HTML report there; BENCH_PAGES (e.g. `/,tour`) measures
 * only the pages it names.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { buildWebIfStale } from '../launcher/web-build';
import { demoSeeded } from '../demo/seeded';
import { repositoryRoot, startProcess } from './support/service';

const root = repositoryRoot;
const port = Number(process.env.BENCH_PORT ?? 28280);
const site = `http://localhost:${port}`;
/** Where to keep each page's full HTML report, when set. */
const reportDir = process.env.BENCH_REPORT_DIR
  ? path.resolve(process.env.BENCH_REPORT_DIR)
  : undefined;
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = [
  { id: 'performance', label: 'Performance', target: 98 },
  { id: 'accessibility', label: 'Accessibility', target: 100 },
  { id: 'best-practices', label: 'Best Practices', target: 100 },
  { id: 'seo', label: 'SEO', target: 100 },
] as const;
/** The metrics the targets bound, from their audits' numeric values (ms, or unitless for CLS). */
const METRICS = [
  { id: 'largest-contentful-paint', label: 'LCP', max: 1500, unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', max: 150, unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', max: 0, unit: '' },
] as const;
type MetricId = (typeof METRICS)[number]['id'];
/** Runs per page; the median of each figure is reported (one run is too noisy on two cores). */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** BENCH_PAGES=/,tour measures only those pages (`tour`: the tour page); all of them without it. */
const only = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',')) : undefined;
/** KB of 1,024 bytes, as Lighthouse's own report counts them. */
const JS_BUDGET_KB = 120;
const KB = 1024;
/** Lighthouse's own pass mark for an audit. */
const AUDIT_PASS = 0.9;

interface PageResult {
  name: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number]['id'], number | null>;
  metrics: Record<MetricId, number | null>;
  /** Script bytes as Lighthouse saw them (the encoding Chromium negotiated, usually brotli). */
  jsTransferredKb: number;
  /** The same scripts fetched again with `Accept-Encoding: gzip`, the budget's unit. */
  jsGzipKb: number | null;
  worstAudits: { id: string; title: string; displayValue: string; score: number | null }[];
  /** Not bounded (LCP is, and comes no sooner): shown, since a render-blocking file moves it. */
  firstContentfulPaint: number | null;
  /** The full HTML report, with BENCH_REPORT_DIR. */
  reportFile: string | undefined;
}

/** Bytes on the wire for a URL when the client accepts only gzip (fetch would decompress). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The scripts the page loaded, from the `network-requests` audit's table. */
function scriptRequests(lhr: Result): { url: string; transferSize: number }[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.flatMap((item) =>
    item.resourceType === 'Script' && typeof item.url === 'string'
      ? [
          {
            url: item.url,
            transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
          },
        ]
      : [],
  );
}

/**
 * The audits to fix first: failing ones (below Lighthouse's pass mark, or in error) of the four
 * categories, those that cost their category the most points first, then the lowest scores (the
 * performance insights weigh nothing themselves, but name the causes of a slow metric).
 */
function worstAudits(lhr: Result, count: number): PageResult['worstAudits'] {
  const cost = new Map<string, number>();
  for (const { id } of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    const total = refs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
    for (const ref of refs) {
      const score = lhr.audits[ref.id]?.score ?? 0;
      const points = (ref.weight / total) * (1 - score) * 100;
      cost.set(ref.id, Math.max(cost.get(ref.id) ?? 0, points));
    }
  }
  return [...cost.keys()]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit !== undefined)
    .filter(
      (audit) =>
        audit.scoreDisplayMode === 'error' ||
        (audit.score !== null &&
          audit.score < AUDIT_PASS &&
          ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)),
    )
    .sort(
      (a, b) => (cost.get(b.id) ?? 0) - (cost.get(a.id) ?? 0) || (a.score ?? 0) - (b.score ?? 0),
    )
    .slice(0, count)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? audit.errorMessage ?? '',
      score: audit.score,
    }));
}

/** One cold load in a fresh Chromium: nothing cached from the previous page. */
async function measurePage(name: string, url: string): Promise<PageResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    // Lighthouse's default configuration is its mobile one; only the categories are narrowed.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((category) => category.id),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);

    const scripts = scriptRequests(lhr);
    const transferred = scripts.reduce((sum, item) => sum + item.transferSize, 0);
    let gzip: number | null = 0;
    try {
      for (const script of scripts) gzip += await gzipBytes(script.url);
    } catch {
      gzip = null; // a third-party script we cannot fetch again: the transferred figure stands
    }
    const scores = Object.fromEntries(
      CATEGORIES.map(({ id }) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ) as PageResult['scores'];
    const metrics = Object.fromEntries(
      METRICS.map(({ id }) => [id, lhr.audits[id]?.numericValue ?? null]),
    ) as PageResult['metrics'];
    let reportFile: string | undefined;
    if (reportDir) {
      const slug = name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      reportFile = path.join(reportDir, `${slug}.html`);
      writeFileSync(reportFile, generateReport(lhr, 'html'));
    }
    return {
      name,
      url,
      reportFile,
      scores,
      metrics,
      firstContentfulPaint: lhr.audits['first-contentful-paint']?.numericValue ?? null,
      jsTransferredKb: transferred / KB,
      jsGzipKb: gzip === null ? null : gzip / KB,
      worstAudits: worstAudits(lhr, 3),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** RUNS cold loads of one page; each figure is the median of its runs. */
async function measurePageMedian(name: string, url: string): Promise<PageResult> {
  const runs: PageResult[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measurePage(name, url));
  const first = runs[0]!;
  const pick = <T extends string>(of: (page: PageResult) => Record<T, number | null>) =>
    Object.fromEntries(
      Object.keys(of(first)).map((key) => [key, median(runs.map((page) => of(page)[key as T]))]),
    ) as Record<T, number | null>;
  const scores = pick((page) => page.scores);
  // The audits to fix and the saved report come from the run whose score is the median one.
  const middle = runs.find((page) => page.scores.performance === scores.performance) ?? first;
  return {
    ...middle,
    scores,
    metrics: pick((page) => page.metrics),
    firstContentfulPaint: median(runs.map((page) => page.firstContentfulPaint)),
    jsTransferredKb: median(runs.map((page) => page.jsTransferredKb)) ?? first.jsTransferredKb,
    jsGzipKb: median(runs.map((page) => page.jsGzipKb)),
  };
}

/** The load average over the last minute, with two decimals: the machine is shared. */
const load = () => loadavg()[0]!.toFixed(2);

/** `  bare 812 ms`: the bare page's figure beside the page's, when it was measured. */
function besideBare(bare: string | undefined): string {
  return bare === undefined ? '' : `  bare ${bare}`;
}

function shownMetric(value: number | null, unit: string): string {
  return value === null ? 'n/a' : unit ? `${Math.round(value)} ${unit}` : value.toFixed(3);
}

/**
 * Prints one page's figures beside the bare page's (or the bare page's own, as a yardstick, with
 * no target); returns the targets it missed.
 */
function report(
  page: PageResult,
  bare: PageResult | undefined,
  loadAverage: string,
  yardstick = false,
): string[] {
  const missed: string[] = [];
  // The bare page is a yardstick, not a page of the site: no target is its own.
  const mark = (ok: boolean) => (yardstick ? '    ' : ok ? 'ok  ' : 'MISS');
  console.log(`\n${page.name}  ${page.url}  (load average ${loadAverage})`);
  for (const { id, label, target } of CATEGORIES) {
    const score = page.scores[id];
    const ok = score !== null && score >= target;
    if (!ok) missed.push(`${page.name} ${label} ${score ?? 'n/a'} < ${target}`);
    const wanted = target === 100 ? '= 100' : `≥ ${target}`;
    const bareScore = bare && String(bare.scores[id] ?? 'n/a').padStart(7);
    console.log(
      `  ${mark(ok)} ${label.padEnd(16)} ${String(score ?? 'n/a').padStart(7)}  (${wanted.padEnd(9)})${besideBare(bareScore)}`,
    );
  }
  for (const { id, label, max, unit } of METRICS) {
    const value = page.metrics[id];
    const ok = value !== null && value <= max;
    const shown = shownMetric(value, unit);
    if (!ok) missed.push(`${page.name} ${label} ${shown} > ${max}${unit ? ` ${unit}` : ''}`);
    const bound = `≤ ${max}${unit ? ` ${unit}` : ''}`;
    const bareValue = bare && shownMetric(bare.metrics[id], unit).padStart(7);
    console.log(
      `  ${mark(ok)} ${label.padEnd(16)} ${shown.padStart(7)}  (${bound.padEnd(9)})${besideBare(bareValue)}`,
    );
  }
  const fcp = `${shownMetric(page.firstContentfulPaint, 'ms').padStart(7)}`;
  const bareFcp = bare && shownMetric(bare.firstContentfulPaint, 'ms').padStart(7);
  console.log(`       ${'FCP'.padEnd(16)} ${fcp}  ${''.padEnd(11)}${besideBare(bareFcp)}`);
  const js = page.jsGzipKb ?? page.jsTransferredKb;
  const jsOk = js <= JS_BUDGET_KB;
  if (!jsOk) missed.push(`${page.name} JavaScript ${js.toFixed(1)} KB > ${JS_BUDGET_KB} KB`);
  const gzip = page.jsGzipKb === null ? 'gzip n/a' : `${page.jsGzipKb.toFixed(1)} KB gzip`;
  console.log(
    `  ${mark(jsOk)} ${'JavaScript'.padEnd(16)} ${gzip}, ${page.jsTransferredKb.toFixed(1)} KB as transferred  (≤ ${JS_BUDGET_KB} KB gzip)`,
  );
  if (!yardstick && page.worstAudits.length > 0) {
    console.log('  to fix first:');
    for (const audit of page.worstAudits) {
      const score = audit.score === null ? 'error' : String(Math.round(audit.score * 100));
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      console.log(`    [${score.padStart(3)}] ${audit.id}: ${audit.title}${value}`);
    }
  }
  if (page.reportFile) console.log(`  full report: ${page.reportFile}`);
  return missed;
}

/**
 * The bare page (see the header): a heading and a paragraph about as long as a page's own, with
 * the same head a page has but its stylesheet and scripts.
 */
const BARE_PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
  '<meta name="description" content="The bare page of pnpm bench:web: its floor.">',
  '<title>Bare page</title></head><body><main><h1>Discover the magic of Morocco</h1>',
  '<p>Sahara desert, Atlas Mountains and cultural tours, with local guides who know every road.</p>',
  '</main></body></html>',
].join('');

async function startBarePage(barePort: number) {
  return startProcess({
    entry: 'scripts/bench/support/bare-server.ts',
    port: barePort,
    env: {
      BARE_ANSWER: JSON.stringify({
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: Buffer.from(BARE_PAGE).toString('base64'),
      }),
    },
  });
}

// ---------------------------------------------------------------------------------------------

/**
 * Loaded before the site starts, so a broken install fails at once and says how to mend it. pnpm
 * has been seen to leave `tslib` (needed by Lighthouse's intl-messageformat) in the `skipped` list
 * of node_modules/.modules.yaml after it was first met as an optional dependency.
 */
async function loadLighthouse() {
  try {
    return await import('lighthouse');
  } catch (error) {
    const missing = /Cannot find (?:module|package) '([^']+)'/.exec(String(error))?.[1];
    console.error(
      missing
        ? `Lighthouse cannot load: '${missing}' is missing from node_modules. Run \`pnpm install --force\` to restore what the lockfile lists.`
        : `Lighthouse cannot load: ${String(error)}`,
    );
    process.exit(1);
  }
}

const { default: lighthouse, generateReport } = await loadLighthouse();
if (reportDir) mkdirSync(reportDir, { recursive: true });
if (!buildWebIfStale(root, (line) => console.log(line))) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-web-'));
let status = 0;
// The launcher's own output is dropped (it may print a generated password); its errors show.
const started = await startProcess({
  entry: 'scripts/start.ts',
  port,
  env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: process.env.SEED_DEMO ?? 'true' },
  timeoutMs: 120_000,
}).catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
try {
  if (process.env.SEED_DEMO !== 'false') await demoSeeded(site);
  const tours = (await (await fetch(`${site}/api/tours/tours`)).json()) as { id: number }[];
  const names = ['/', '/tours'];
  if (tours[0]) names.push(`/tours/${tours[0].id}`);
  else console.log('no tours in the catalogue: the tour page is not measured (SEED_DEMO=false?)');
  names.push('/gallery', '/contact', '/booking');
  const pages = names
    .filter((name) => !only || only.has(name) || (name.startsWith('/tours/') && only.has('tour')))
    .map((name): [string, string] => [name, `${site}${name}`]);

  console.log(
    `Lighthouse, mobile defaults, ${CHROME_PATH}, against ${site}: median of ${RUNS} run(s) per page`,
  );
  const missed: string[] = [];
  let measured = 0;
  const barePage = await startBarePage(port + 21);
  let bare: PageResult | undefined;
  try {
    const loadAverage = load();
    bare = await measurePageMedian('the bare page', `${barePage.base}/`);
    report(bare, undefined, loadAverage, true);
  } catch (error) {
    console.log(`\nthe bare page\n  Lighthouse failed: ${(error as Error).message}`);
  } finally {
    await barePage.stop();
  }
  for (const [name, url] of pages) {
    try {
      const loadAverage = load();
      missed.push(...report(await measurePageMedian(name, url), bare, loadAverage));
      measured += 1;
    } catch (error) {
      console.log(`\n${name}  ${url}\n  MISS Lighthouse failed: ${(error as Error).message}`);
      missed.push(`${name} not measured`);
    }
  }
  if (measured === 0) status = 1;
  const targets = pages.length * (CATEGORIES.length + METRICS.length + 1);
  console.log(
    missed.length === 0
      ? `\nPASS: ${pages.length} pages, all ${targets} targets met`
      : `\nMISS: ${missed.length} of ${targets} targets missed: ${missed.join('; ')}`,
  );
} catch (error) {
  console.error((error as Error).message);
  status = 1;
} finally {
  await started.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
