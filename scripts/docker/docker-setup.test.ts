/**
 * What CI can check of the Docker setup without a Docker engine (docs/decisions/016-docker.md):
 * the Compose file against the Compose specification's schema and the project's rules, each
 * service's environment through that service's own configuration loader, the Dockerfiles through
 * a linter and the project's rules, and the build context.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSecrets } from '@mt/service-kit/secrets';
import { createTempDataDir } from '@mt/service-kit/testing';
import { SERVICE_NAMES } from '@mt/service-kit/topology';
import { loadRendererConfig } from '../../apps/web/server/config';
import { BUNDLE_ENV } from '../launcher/processes';
import { DCLinter } from 'dclint';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { environmentOf, loadComposeFile, type ComposeFile } from './compose-file';
import { findComposeProblems, hostIpOf } from './compose-rules';
import { validateComposeSchema } from './compose-schema';
import { checkDockerfile, type BuildContext } from './dockerfile-rules';
import { isIgnored, parseDockerignore } from './dockerignore';
import { SERVICE_CONFIG_LOADERS } from './service-configs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const COMPOSE = 'docker-compose.yml';
const SERVICE_DOCKERFILE = 'infra/docker/service.Dockerfile';
const NGINX_DOCKERFILE = 'infra/docker/nginx.Dockerfile';
const RENDERER_DOCKERFILE = 'infra/docker/web-renderer.Dockerfile';
const RENDERER = 'web-renderer';

const ignoreRules = parseDockerignore(read('.dockerignore'));
const context: BuildContext = {
  exists: (file) => existsSync(path.join(root, file)),
  ignored: (file) => isIgnored(ignoreRules, file),
};
const dockerfiles = {
  [SERVICE_DOCKERFILE]: checkDockerfile(read(SERVICE_DOCKERFILE), context),
  [NGINX_DOCKERFILE]: checkDockerfile(read(NGINX_DOCKERFILE), context),
  [RENDERER_DOCKERFILE]: checkDockerfile(read(RENDERER_DOCKERFILE), context),
  'infra/docker/demo-seed.Dockerfile': checkDockerfile(
    read('infra/docker/demo-seed.Dockerfile'),
    context,
  ),
};

/** The values .env.example shows for each variable (`# NAME=value` lines). */
const exampleEnv = Object.fromEntries(
  [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [
    match[1] as string,
    (match[2] as string).trim(),
  ]),
);
/** What a user gets without a .env file, and with every variable .env.example shows set. */
const withDefaults = loadComposeFile(path.join(root, COMPOSE)) as ComposeFile;
const withExample = loadComposeFile(path.join(root, COMPOSE), exampleEnv) as ComposeFile;

function serviceOf(compose: ComposeFile, name: string) {
  const service = compose.services[name];
  if (service === undefined) throw new Error(`${COMPOSE} has no service ${name}`);
  return service;
}

function targetsOf(name: string): Map<string, string> {
  const mounts = (serviceOf(withDefaults, name).volumes ?? []).map((volume) =>
    typeof volume === 'string' ? volume.split(':') : [volume.source ?? '', volume.target],
  );
  return new Map(mounts.map(([source, target]) => [target as string, source as string]));
}

function nginxAddressOf(compose: ComposeFile): string | undefined {
  const networks = serviceOf(compose, 'nginx').networks;
  return Array.isArray(networks) ? undefined : networks?.site?.ipv4_address;
}

describe(COMPOSE, () => {
  it.each([
    ['without a .env file', withDefaults],
    ['with every variable of .env.example set', withExample],
  ])('follows the Compose specification (its JSON schema) %s', (_, compose) => {
    expect(validateComposeSchema(compose)).toEqual([]);
  });

  it('documents every variable it reads in .env.example', () => {
    const used = [...read(COMPOSE).matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);
    expect([...new Set(used)].filter((name) => !(name! in exampleEnv))).toEqual([]);
  });

  it("passes dclint's rules", () => {
    // dclint reads ${HOST} literally; findComposeProblems checks interfaces after interpolation.
    const rules = { 'no-unbound-port-interfaces': 0 as const };
    const linter = new DCLinter({ rules, quiet: true, debug: false, exclude: [] });
    const [result] = linter.lintFiles([path.join(root, COMPOSE)], false);
    expect(result?.messages.map((message) => `${message.line}: ${message.message}`)).toEqual([]);
  });

  it('has healthchecks, non-root users, pinned images, named volumes; only nginx and Mailpit publish', () => {
    const problems = findComposeProblems(withDefaults, {
      publishers: ['nginx', 'mailpit'],
      finalUserOf: (dockerfile) =>
        dockerfile in dockerfiles
          ? dockerfiles[dockerfile as keyof typeof dockerfiles].finalUser
          : null,
    });
    expect(problems).toEqual([]);
  });

  it("publishes the site and Mailpit's inbox on loopback by default", () => {
    const hostIps = (name: string) => (serviceOf(withDefaults, name).ports ?? []).map(hostIpOf);
    expect(hostIps('nginx')).toEqual(['127.0.0.1']);
    expect(hostIps('mailpit')).toEqual(['127.0.0.1']);
    const exampleIps = (serviceOf(withExample, 'mailpit').ports ?? []).map(hostIpOf);
    expect(exampleIps).toEqual(['127.0.0.1']);
  });

  it('builds each service from the service Dockerfile, and gives each its own data volume', () => {
    const dataVolumes = SERVICE_NAMES.map((name) => {
      const { build } = serviceOf(withDefaults, name);
      expect(build).toMatchObject({ context: '.', dockerfile: SERVICE_DOCKERFILE });
      expect(typeof build === 'object' && build.args?.SERVICE).toBe(name);
      const env = environmentOf(serviceOf(withDefaults, name));
      expect(targetsOf(name).get(env.SECRETS_DIR ?? '')).toBe('secrets');
      return targetsOf(name).get(env.DATA_DIR ?? '');
    });
    expect(new Set(dataVolumes).size).toBe(SERVICE_NAMES.length);
    expect(dataVolumes).not.toContain(undefined);
  });

  describe.each([
    ['without a .env file', withDefaults],
    ['with .env.example values', withExample],
  ])('gives every service what its own configuration reads, %s', (_, compose) => {
    const secrets = mkdtempSync(path.join(tmpdir(), 'mt-docker-secrets-'));
    afterAll(() => rmSync(secrets, { recursive: true, force: true }));
    const portOf = (name: string) =>
      name === 'mailpit' ? '1025' : environmentOf(serviceOf(compose, name)).PORT;

    it.each(SERVICE_NAMES)('%s', (name) => {
      const env = environmentOf(serviceOf(compose, name));
      expect(env).toMatchObject({ HOST: '0.0.0.0', TRUST_PROXY: nginxAddressOf(compose) });
      const data = mkdtempSync(path.join(tmpdir(), 'mt-docker-data-'));
      const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
        throw new Error(`${name} refused its environment (exit ${String(code)})`);
      });
      try {
        // Its own loader, on this machine's temporary folders in place of the volumes.
        const config = SERVICE_CONFIG_LOADERS[name]({
          ...env,
          DATA_DIR: data,
          SECRETS_DIR: secrets,
        });
        for (const [key, value] of Object.entries(config)) {
          if (!key.endsWith('_URL') || key === 'PUBLIC_URL') continue;
          const url = new URL(String(value));
          const peer =
            key === 'SMTP_URL'
              ? 'mailpit'
              : key.slice(0, -'_URL'.length).toLowerCase().replaceAll('_', '-');
          if (key === 'SMTP_URL' && compose === withExample) continue; // an outside SMTP server
          expect(`${key}=${url.hostname}:${url.port}`).toBe(`${key}=${peer}:${portOf(peer)}`);
        }
        const shared = JSON.parse(readFileSync(path.join(secrets, 'secrets.json'), 'utf8'));
        expect(config.INTERNAL_TOKEN).toBe(shared.INTERNAL_TOKEN);
        if (name === 'identity') expect(config.SESSION_SECRET).toBe(shared.SESSION_SECRET);
        expect(readdirSync(data)).not.toContain('secrets.json');
      } finally {
        exit.mockRestore();
        rmSync(data, { recursive: true, force: true });
      }
    });
  });

  it.each([
    ['without a .env file', withDefaults],
    ['with .env.example values', withExample],
  ])('gives the web renderer what its configuration reads, %s', (_, compose) => {
    const env = environmentOf(serviceOf(compose, RENDERER));
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`the renderer refused its environment (exit ${String(code)})`);
    });
    // It reads the services' INTERNAL_TOKEN from the shared secrets volume, as they do.
    const tours = serviceOf(compose, 'tours');
    expect(env.SECRETS_DIR).toBe(environmentOf(tours).SECRETS_DIR);
    expect(env.INTERNAL_TOKEN).toBe(environmentOf(tours).INTERNAL_TOKEN);
    expect(serviceOf(compose, RENDERER).volumes).toContain(`secrets:${env.SECRETS_DIR}`);
    const secrets = createTempDataDir('mt-renderer-secrets-');
    try {
      const config = loadRendererConfig({ ...env, SECRETS_DIR: secrets.dir });
      expect(config.internalToken).toBe(ensureSecrets(secrets.dir).INTERNAL_TOKEN);
      expect(config).toMatchObject({ HOST: '0.0.0.0', PORT: 3000 });
      expect(config.PUBLIC_URL).toBe(environmentOf(serviceOf(compose, 'tours')).PUBLIC_URL);
      for (const name of SERVICE_NAMES) {
        const port = environmentOf(serviceOf(compose, name)).PORT;
        expect(config.serviceUrls[name]).toBe(`http://${name}:${port}`);
      }
    } finally {
      exit.mockRestore();
      secrets.remove();
    }
    // Every service that would tell it about changed pages finds it where it listens.
    for (const name of SERVICE_NAMES) {
      expect(environmentOf(serviceOf(compose, name)).WEB_RENDERER_URL).toBe(
        `http://${RENDERER}:${env.PORT}`,
      );
    }
  });

  it('builds the renderer and nginx from the same web stage, so their hashed assets match', () => {
    const webStage = (file: string) =>
      read(file)
        .split(/^FROM /m)
        .find((stage) => / AS web\n/.test(stage))
        ?.split('\n')
        .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
    expect(webStage(RENDERER_DOCKERFILE)).toBeDefined();
    expect(webStage(RENDERER_DOCKERFILE)).toEqual(webStage(NGINX_DOCKERFILE));
    const argsOf = (name: string) => {
      const { build } = serviceOf(withExample, name);
      return typeof build === 'object' ? build.args : undefined;
    };
    expect(argsOf(RENDERER)).toEqual(argsOf('nginx'));
  });

  it('gives nginx every variable its templates use, and upstreams naming the services', () => {
    const templates = readdirSync(path.join(root, 'infra/nginx/templates'));
    const used = templates.flatMap((file) =>
      [...read(`infra/nginx/templates/${file}`).matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map(
        (match) => match[1] as string,
      ),
    );
    const nginx = serviceOf(withDefaults, 'nginx');
    const env = { ...dockerfiles[NGINX_DOCKERFILE].finalEnv, ...environmentOf(nginx) };
    expect([...new Set(used)].filter((name) => !(name in env))).toEqual([]);
    for (const name of SERVICE_NAMES) {
      const port = environmentOf(serviceOf(withDefaults, name)).PORT;
      expect(env[`${name.toUpperCase()}_UPSTREAM`]).toBe(`${name}:${port}`);
    }
    const rendererPort = environmentOf(serviceOf(withDefaults, RENDERER)).PORT;
    expect(env.WEB_RENDERER_UPSTREAM).toBe(`${RENDERER}:${rendererPort}`);
    expect(nginx.depends_on).toMatchObject({ [RENDERER]: { condition: 'service_healthy' } });
    expect(nginx.ports).toEqual([`127.0.0.1:8080:${env.NGINX_PORT}`]);
  });
});

describe('Dockerfiles', () => {
  it.each(Object.keys(dockerfiles))(
    '%s passes the linter and the project rules (multi-stage, pinned, USER, HEALTHCHECK, COPY sources)',
    (file) => {
      expect(dockerfiles[file as keyof typeof dockerfiles].problems).toEqual([]);
    },
  );

  it('runs a service as pnpm start does: the bundle, with the same malloc settings', () => {
    const text = readFileSync(path.join(root, 'infra/docker/service.Dockerfile'), 'utf8');
    const command = /^CMD (\[.*\])$/m.exec(text)?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual(['node', 'dist/server.mjs']);
    for (const [name, value] of Object.entries(BUNDLE_ENV)) {
      expect(text, name).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
    }
  });
});

describe('.dockerignore', () => {
  it('keeps installed, generated and local files out of the build context', () => {
    const local = [
      'node_modules/vite/package.json',
      'services/media/node_modules/sharp/package.json',
      'apps/web/dist/index.html',
      'apps/web/dist-server/main.js',
      'services/tours/dist/server.mjs',
      'data/tours.sqlite',
      'data/secrets.json',
      'backups/2025-01-01/tours.sqlite',
      '.env',
      '.env.production',
      '.git/HEAD',
    ];
    expect(local.filter((file) => !isIgnored(ignoreRules, file))).toEqual([]);
    expect(isIgnored(ignoreRules, '.env.example')).toBe(false);
  });

  it('lets in every committed file a build reads (all but docs, tests and markdown)', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
    const buildInput = (file: string) => !/^(?:docs|e2e|\.ci)\/|\.md$/.test(file);
    const leftOut = tracked.filter(
      (file) => file !== '' && buildInput(file) && isIgnored(ignoreRules, file),
    );
    expect(leftOut).toEqual([]);
  });
});
