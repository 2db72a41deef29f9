import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { REDACTED, SECRET_PATHS } from '@mt/service-kit/secret-paths';
import { createTempDataDir, freePort, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningProcess } from '../bench/support/service';
import { startNginx } from './nginx-process';

/**
 * nginx writes its own access log, outside the services' pino redaction: it must keep review
 * tokens out of it as well (docs/decisions/019), for every path secret-paths.ts lists.
 */
const work = createTempDataDir('mt-nginx-log-');
const accessLog = path.join(work.dir, 'access.log');
let nginx: RunningProcess;

beforeAll(async () => {
  writeFileSync(path.join(work.dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const down = new URL(UNREACHABLE_URL).host;
  nginx = await startNginx({
    port: await freePort(),
    webRoot: work.dir,
    upstreams: Object.fromEntries(SERVICE_NAMES.map((name) => [name, down])) as Record<
      ServiceName,
      string
    >,
    renderer: down,
    logLevel: 'crit',
    accessLog,
  });
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  work.remove();
});

it('writes every secret path of the list, and a Referer holding one, with the token redacted', async () => {
  const tokens: string[] = [];
  for (const secretPath of SECRET_PATHS) {
    const token = randomBytes(16).toString('base64url');
    tokens.push(token);
    const url = `${nginx.base}${secretPath.replace(/:\w+/, token)}?lang=fr`;
    const refererToken = randomBytes(16).toString('base64url');
    tokens.push(refererToken);
    await fetch(url, { headers: { referer: `${nginx.base}/review/${refererToken}` } });
  }
  // nginx writes a line when it has answered; the last answer may still be on its way to disk.
  const linesAsked = () => readFileSync(accessLog, 'utf8').split('?lang=fr ').length - 1;
  await expect.poll(linesAsked).toBe(SECRET_PATHS.length);

  const log = readFileSync(accessLog, 'utf8');
  for (const token of tokens) expect(log).not.toContain(token);
  expect(log).toContain(`/api/tours/reviews/form/${REDACTED}?lang=fr`);
  expect(log).toContain(`/review/${REDACTED}?lang=fr`);
  expect(log).toContain(`${nginx.base}/review/${REDACTED}`);
});

/** A request with its target exactly as written: fetch would resolve dot segments first. */
function sendRaw(target: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(nginx.base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: target, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

// docs/decisions/060: every spelling nginx routes as a secret path, the page's included (its
// fallback to the shell rewrites the path it serves), and a Referer's.
it('redacts the token of every spelling nginx reads as a secret path', async () => {
  const token = randomBytes(16).toString('base64url');
  const hex = token.charCodeAt(2).toString(16).toUpperCase();
  const spellings = [
    `/api/tours/reviews/%66orm/${token}`,
    `/%61pi/tours/reviews/form/${token}?lang=fr`,
    `/API/TOURS/REVIEWS/SUBMIT/${token}`,
    `//api//tours/reviews//form//${token}`,
    `/api/tours/reviews/./form/${token}`,
    `/api/tours/x/../reviews/form/${token}`,
    `/api/tours/reviews/form/${token.slice(0, 2)}%${hex}${token.slice(3)}`,
    `/%72eview/${token}?lang=fr`,
    `//review/${token}`,
    `/Review/./${token}`,
  ];
  for (const spelling of spellings) await sendRaw(spelling);
  const referers = [`${nginx.base}/r%65view/${token}`, `${nginx.base}//review/./${token}`];
  for (const referer of referers) await sendRaw('/api/tours/tours', { referer });
  const lines = () => readFileSync(accessLog, 'utf8').split('\n');
  // nginx's start was awaited on /health: a line of its own.
  const asked = () => lines().filter((line) => line && !line.includes('GET /health ')).length;
  await expect.poll(asked).toBe(spellings.length + referers.length + SECRET_PATHS.length);

  const log = readFileSync(accessLog, 'utf8');
  expect(log).not.toContain(token.slice(4));
  expect(log).toContain(`"GET /api/tours/reviews/form/${REDACTED} HTTP/1.1"`);
  expect(log).toContain(`"GET /api/tours/reviews/form/${REDACTED}?lang=fr HTTP/1.1"`);
  expect(log).toContain(`"GET /review/${REDACTED}?lang=fr HTTP/1.1"`);
  expect(log).toContain(`"${nginx.base}/${REDACTED}"`);
});
