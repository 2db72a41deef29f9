/** The Docker checks themselves: each catches what it is there to catch. */
import { describe, expect, it } from 'vitest';
import { parseComposeText, type ComposeFile } from './compose-file';
import { interpolateString } from './compose-interpolation';
import { findComposeProblems } from './compose-rules';
import { validateComposeSchema } from './compose-schema';
import { checkDockerfile, type BuildContext } from './dockerfile-rules';
import { isIgnored, parseDockerignore } from './dockerignore';

describe('interpolateString', () => {
  it('follows Compose: defaults, required values, alternatives and $$', () => {
    const env = { SET: 'x', EMPTY: '' };
    expect(interpolateString('${SET:-d} ${EMPTY:-d} ${EMPTY-d} ${UNSET-d}', env)).toBe('x d  d');
    expect(interpolateString('${SET:+alt}|${EMPTY:+alt}|$SET|$$HOME', env)).toBe('alt||x|$HOME');
    expect(() => interpolateString('${UNSET:?set it}', env)).toThrow('UNSET');
  });
});

describe('.dockerignore matching', () => {
  const rules = parseDockerignore(
    '# comment\nnode_modules\n**/dist\n.env.*\n!.env.example\n/data/\n',
  );

  it('anchors patterns at the context root unless they start with **/', () => {
    expect(isIgnored(rules, 'node_modules/x/index.js')).toBe(true);
    expect(isIgnored(rules, 'apps/web/node_modules/x/index.js')).toBe(false);
    expect(isIgnored(rules, 'apps/web/dist/index.html')).toBe(true);
    expect(isIgnored(rules, 'data/tours.sqlite')).toBe(true);
    expect(isIgnored(rules, 'services/tours/src/data/seed.ts')).toBe(false);
  });

  it('lets a later ! pattern bring a file back', () => {
    expect(isIgnored(rules, '.env.production')).toBe(true);
    expect(isIgnored(rules, '.env.example')).toBe(false);
  });
});

describe('validateComposeSchema', () => {
  it('accepts a valid file and names what is wrong in an invalid one', () => {
    const valid = {
      services: { web: { image: 'nginx:1.28', healthcheck: { test: ['CMD', 'true'] } } },
    };
    expect(validateComposeSchema(valid)).toEqual([]);
    const misspelt = parseComposeText(
      'services:\n  web:\n    image: nginx:1.28\n    helthcheck: {}\n',
    );
    expect(validateComposeSchema(misspelt).join('\n')).toContain('helthcheck');
    const noCondition = {
      services: { a: { image: 'x:1', depends_on: { b: {} } }, b: { image: 'x:1' } },
    };
    expect(validateComposeSchema(noCondition).join('\n')).toContain('condition');
  });
});

describe('findComposeProblems', () => {
  const facts = {
    publishers: ['gateway'],
    finalUserOf: (dockerfile: string) => (dockerfile === 'app.Dockerfile' ? 'node' : null),
  };
  const healthy = { healthcheck: { test: ['CMD', 'true'] } };

  it('passes a sound file', () => {
    const compose: ComposeFile = {
      services: {
        gateway: {
          ...healthy,
          build: { dockerfile: 'app.Dockerfile' },
          ports: ['127.0.0.1:80:8080'],
        },
        app: { ...healthy, image: 'app:1.2', user: '1000', volumes: ['app-data:/data'] },
      },
      volumes: { 'app-data': null },
    };
    expect(findComposeProblems(compose, facts)).toEqual([]);
  });

  it('names each broken rule', () => {
    const compose: ComposeFile = {
      services: {
        gateway: { build: { dockerfile: 'missing.Dockerfile' }, ports: ['80:8080'] },
        db: { image: 'postgres:latest', depends_on: { gateway: { condition: 'service_healthy' } } },
        worker: { ...healthy, image: 'worker', user: 'root', ports: ['127.0.0.1:9000:9000'] },
        files: { ...healthy, image: 'x:1', user: '1', volumes: ['./data:/data', 'cache:/cache'] },
      },
      volumes: { unused: null },
    };
    expect(findComposeProblems(compose, facts)).toEqual([
      'gateway: has no healthcheck',
      'gateway: its Dockerfile missing.Dockerfile does not exist',
      'gateway: port "80:8080" binds every interface; name one',
      'db: has no healthcheck',
      "db: runs as its image's default user, which may be root; set user",
      'db: image postgres:latest is not pinned to a version',
      'db: waits for gateway to be healthy, but gateway has no healthcheck',
      'worker: runs as root (user: root)',
      'worker: image worker is not pinned to a version',
      'worker: publishes ports; only the gateway may',
      'files: bind-mounts ./data; use a named volume',
      'files: volume cache is not declared',
      'volume unused is declared but no service mounts it',
    ]);
  });
});

describe('checkDockerfile', () => {
  const context: BuildContext = {
    exists: (file) => ['.', 'package.json', 'src', 'node_modules'].includes(file),
    ignored: (file) => file.startsWith('node_modules'),
  };
  const good = [
    'FROM node:20.20-bookworm-slim AS build',
    'COPY package.json ./',
    'COPY src/ ./src/',
    'COPY src/*.ts ./',
    'FROM node:20.20-bookworm-slim',
    'COPY --from=build /app /app',
    'USER node',
    'HEALTHCHECK CMD ["node", "-e", "0"]',
    'CMD ["node", "server.js"]',
  ];

  it('passes a sound Dockerfile and reports its final user and environment', () => {
    const report = checkDockerfile([...good, 'ENV PORT=3000'].join('\n'), context);
    expect(report).toEqual({ problems: [], finalUser: 'node', finalEnv: { PORT: '3000' } });
  });

  it('names each broken rule', () => {
    const broken = [
      'ARG BASE=node:latest',
      'FROM ${BASE} AS build',
      'COPY missing.txt node_modules/ ./',
      'ADD package.json ./',
      'FROM node',
      'COPY --from=nowhere /app /app',
      'USER root',
      'HEALTHCHECK NONE',
    ].join('\n');
    expect(checkDockerfile(broken, context).problems).toEqual([
      'line 2: base image ${BASE} is not pinned to a version',
      'line 3: COPY source missing.txt does not exist',
      'line 3: COPY source node_modules/ is excluded by .dockerignore',
      'line 4: ADD of local files; use COPY',
      'line 5: base image node is not pinned to a version',
      'line 6: COPY --from=nowhere names no earlier stage',
      'line 5: the final stage runs as root; add a USER',
      'line 5: the final stage has no HEALTHCHECK',
    ]);
  });

  it("reports what Docker's builder would refuse, and a single stage", () => {
    const problems = checkDockerfile('FROM node:20\nEXPOSE eighty\n', context).problems;
    expect(problems[0]).toMatch(/^line 2: /);
    expect(problems).toContain('not multi-stage: build in one stage, run from another');
  });
});
