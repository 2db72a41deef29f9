/**
 * Compose's variable interpolation, for checking the file as Compose will see it: `${VAR}`,
 * `$VAR`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`,
 * `${VAR:+alternative}`, `${VAR+alternative}` and `$$` for a literal `$`.
 */
export type Environment = Readonly<Record<string, string | undefined>>;

const REFERENCE =
  /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

export function interpolateString(text: string, env: Environment): string {
  return text.replace(
    REFERENCE,
    (match, braced?: string, operator?: string, word = '', bare?: string) => {
      if (match === '$$') return '$';
      const name = (braced ?? bare) as string;
      if (word.includes('$')) throw new Error(`nested interpolation in ${match} is not checked`);
      const value = env[name];
      const set = value !== undefined;
      const setAndNotEmpty = set && value !== '';
      switch (operator) {
        case ':-':
          return setAndNotEmpty ? value : word;
        case '-':
          return set ? value : word;
        case ':?':
        case '?':
          if (operator === ':?' ? setAndNotEmpty : set) return value as string;
          throw new Error(`required variable ${name} is missing a value: ${word}`);
        case ':+':
          return setAndNotEmpty ? word : '';
        case '+':
          return set ? word : '';
        default:
          return value ?? '';
      }
    },
  );
}

/** Interpolates every string value (never keys) of a parsed Compose document. */
export function interpolate(value: unknown, env: Environment): unknown {
  if (typeof value === 'string') return interpolateString(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolate(item, env)]),
    );
  }
  return value;
}
