/**
 * A tiny seeded pseudo-random generator (mulberry32), so a scene drawn from the same seed is
 * always the same picture. Never Math.random: demo photos must be reproducible byte for byte.
 */
export interface Rng {
  /** A float in [0, 1). */
  (): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** value ± amount, uniformly. */
  jitter(value: number, amount: number): number;
}

/** A 32-bit hash of a string, to mix a scene kind into its seed. */
export function hashString(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}

export function createRng(seed: number): Rng {
  let state = (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Warm up, so close seeds (1, 2, 3...) do not start with close values.
  for (let index = 0; index < 4; index += 1) next();
  const rng = next as Rng;
  rng.range = (min, max) => min + (max - min) * next();
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  rng.pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  rng.chance = (probability) => next() < probability;
  rng.jitter = (value, amount) => value + (next() * 2 - 1) * amount;
  return rng;
}
