import type { ComposeFile, ComposeService } from './compose-file';

export interface ComposeRuleFacts {
  /** Services allowed to publish ports on the host. */
  publishers: readonly string[];
  /** The USER of a Dockerfile's final stage; null when the Dockerfile does not exist. */
  finalUserOf(dockerfile: string): string | undefined | null;
}

const ROOT_USER = /^(?:root|0)(?::.*)?$/;

function isRoot(user: string | undefined): boolean {
  return user === undefined || user.trim() === '' || ROOT_USER.test(user.trim());
}

function healthProblems(name: string, service: ComposeService): string[] {
  const check = service.healthcheck;
  const test = check?.test;
  const none = test === undefined || test === 'NONE' || (Array.isArray(test) && test[0] === 'NONE');
  return check === undefined || check.disable === true || none
    ? [`${name}: has no healthcheck`]
    : [];
}

function userProblems(name: string, service: ComposeService, facts: ComposeRuleFacts): string[] {
  if (service.user !== undefined) {
    return isRoot(service.user) ? [`${name}: runs as root (user: ${service.user})`] : [];
  }
  if (service.build === undefined) {
    return [`${name}: runs as its image's default user, which may be root; set user`];
  }
  const dockerfile =
    typeof service.build === 'string' ? 'Dockerfile' : (service.build.dockerfile ?? 'Dockerfile');
  const user = facts.finalUserOf(dockerfile);
  if (user === null) return [`${name}: its Dockerfile ${dockerfile} does not exist`];
  return isRoot(user) ? [`${name}: ${dockerfile} ends as root; add a USER`] : [];
}

function imageProblems(name: string, service: ComposeService): string[] {
  if (service.image === undefined) return [];
  const last = service.image.split('/').pop() ?? '';
  const tag = last.includes('@') ? 'digest' : last.split(':')[1];
  return tag === undefined || tag === 'latest'
    ? [`${name}: image ${service.image} is not pinned to a version`]
    : [];
}

function volumeProblems(compose: ComposeFile): string[] {
  const declared = new Set(Object.keys(compose.volumes ?? {}));
  const used = new Set<string>();
  const problems: string[] = [];
  for (const [name, service] of Object.entries(compose.services)) {
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source === undefined || source === '') continue; // an anonymous volume
      if (/^[./~]/.test(source)) {
        problems.push(`${name}: bind-mounts ${source}; use a named volume`);
        continue;
      }
      used.add(source);
      if (!declared.has(source)) problems.push(`${name}: volume ${source} is not declared`);
    }
  }
  for (const volume of declared) {
    if (!used.has(volume)) problems.push(`volume ${volume} is declared but no service mounts it`);
  }
  return problems;
}

/** The host address of a published port, or undefined when it binds every interface. */
export function hostIpOf(port: NonNullable<ComposeService['ports']>[number]): string | undefined {
  if (typeof port === 'number') return undefined;
  if (typeof port === 'object') return port.host_ip;
  // host_ip:published:target, where host_ip may be a bracketed IPv6 address.
  return /^(\[[^\]]+\]|[^:[]+):[^:]+:[^:]+$/.exec(String(port))?.[1];
}

function portProblems(name: string, service: ComposeService, facts: ComposeRuleFacts): string[] {
  const ports = service.ports ?? [];
  if (ports.length === 0) return [];
  if (!facts.publishers.includes(name)) return [`${name}: publishes ports; only the gateway may`];
  return ports
    .filter((port) => !hostIpOf(port))
    .map((port) => `${name}: port ${JSON.stringify(port)} binds every interface; name one`);
}

function dependencyProblems(name: string, service: ComposeService, compose: ComposeFile): string[] {
  const dependsOn = service.depends_on ?? [];
  const entries = Array.isArray(dependsOn)
    ? dependsOn.map((target) => [target, 'service_started'] as const)
    : Object.entries(dependsOn).map(([target, { condition }]) => [target, condition] as const);
  return entries.flatMap(([target, condition]) => {
    const other = compose.services[target];
    if (other === undefined) return [`${name}: depends on ${target}, which does not exist`];
    if (condition === 'service_healthy' && healthProblems(target, other).length > 0) {
      return [`${name}: waits for ${target} to be healthy, but ${target} has no healthcheck`];
    }
    return [];
  });
}

/** Project rules for docker-compose.yml beyond its schema, one line per problem. */
export function findComposeProblems(compose: ComposeFile, facts: ComposeRuleFacts): string[] {
  const perService = Object.entries(compose.services).flatMap(([name, service]) => [
    ...healthProblems(name, service),
    ...userProblems(name, service, facts),
    ...imageProblems(name, service),
    ...portProblems(name, service, facts),
    ...dependencyProblems(name, service, compose),
  ]);
  return [...perService, ...volumeProblems(compose)];
}
