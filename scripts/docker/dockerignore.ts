/**
 * `.dockerignore` as Docker reads it: patterns anchored at the context root (`**` for any depth),
 * `!` re-includes, and the last matching pattern wins. Excluding a folder excludes its contents.
 */
export interface IgnoreRule {
  pattern: string;
  negated: boolean;
  regex: RegExp;
}

function toRegex(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] as string;
    if (char === '*' && pattern[i + 1] === '*') {
      // `**/` matches zero or more folders; a trailing `**` matches everything below.
      const slash = pattern[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  // A pattern naming a folder also covers everything inside it.
  return new RegExp(`^${source}(?:/.*)?$`);
}

export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line)
        .trim()
        .replace(/^\/+/, '')
        .replace(/\/+$/, '');
      return { pattern, negated, regex: toRegex(pattern) };
    });
}

/** Whether a path relative to the context root (e.g. `apps/web/src/main.tsx`) is left out. */
export function isIgnored(rules: readonly IgnoreRule[], relativePath: string): boolean {
  const target = relativePath.replace(/^\.\/+/, '').replace(/\/+$/, '');
  if (target === '' || target === '.') return false;
  let ignored = false;
  for (const rule of rules) {
    if (rule.regex.test(target)) ignored = !rule.negated;
  }
  return ignored;
}
