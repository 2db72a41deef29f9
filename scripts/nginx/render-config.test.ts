import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTempDataDir } from '@mt/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSiteConfig, SITE_TEMPLATE, writeNginxConfig, type NginxSite } from './render-config';

const template = readFileSync(SITE_TEMPLATE, 'utf8');
const site: NginxSite = {
  port: 8080,
  webRoot: '/srv/web',
  upstreams: {
    tours: '127.0.0.1:8081',
    bookings: '127.0.0.1:8082',
    messaging: '127.0.0.1:8083',
    media: '127.0.0.1:8084',
    identity: '127.0.0.1:8085',
  },
  renderer: '127.0.0.1:8086',
};
const listens = (config: string) => [...config.matchAll(/^\s*listen ([^;]+);/gm)].map((m) => m[1]);
const work = createTempDataDir('mt-nginx-config-');
afterAll(() => work.remove());

describe("infra's nginx site, filled in for a local run", () => {
  it('listens on every address by default, as in the Docker image', () => {
    expect(listens(renderSiteConfig(template, site))).toEqual(['8080']);
  });

  it("listens on `pnpm start`'s HOST only, when given one", () => {
    expect(listens(renderSiteConfig(template, { ...site, host: 'localhost' }))).toEqual([
      '127.0.0.1:8080',
    ]);
    expect(listens(renderSiteConfig(template, { ...site, host: '0.0.0.0' }))).toEqual([
      '0.0.0.0:8080',
    ]);
    expect(listens(renderSiteConfig(template, { ...site, host: '::1' }))).toEqual(['[::1]:8080']);
  });

  it('keeps its folder, where request bodies may wait, to its owner', () => {
    const dir = path.join(work.dir, 'nginx');
    const main = writeNginxConfig(dir, site);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readFileSync(main, 'utf8')).toContain(`client_body_temp_path ${dir}/client-body;`);
  });
});
