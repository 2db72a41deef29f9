import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';

/** A process and all its descendants, from Linux's /proc (the children of each of its threads). */
export function processTree(pid: number): number[] {
  const found = [pid];
  for (let index = 0; index < found.length; index += 1) {
    const parent = found[index]!;
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue; // gone meanwhile
    }
    for (const thread of threads) {
      try {
        const children = readFileSync(`/proc/${parent}/task/${thread}/children`, 'utf8');
        found.push(...children.split(' ').filter(Boolean).map(Number));
      } catch {
        // exited between the listing and the read
      }
    }
  }
  return found;
}

export interface ProcessMemory {
  pid: number;
  /** The command line, shortened: what a reader recognises the process by. */
  command: string;
  /** VmRSS, KiB: every page it has resident, the ones it shares with others included. */
  rssKib: number;
  /** Pss, KiB: its private pages, plus its share of each page it shares. */
  pssKib: number;
}

function field(text: string, name: string): number {
  return Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text)?.[1] ?? 0);
}

export function processMemory(pid: number): ProcessMemory | undefined {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((part) => part.replace(/^.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, ''))
      .join(' ');
    return {
      pid,
      command: command.length > 70 ? `${command.slice(0, 67)}...` : command,
      rssKib: field(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS'),
      pssKib: field(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss'),
    };
  } catch {
    return undefined; // exited meanwhile
  }
}

const PAGE_KIB = 4;
const PRESENT = 1n << 63n;
const PFN_MASK = (1n << 55n) - 1n;

/**
 * The RAM the processes hold together, KiB: each physical page counted once, however many of them
 * map it. Summed VmRSS counts the Node binary's pages (35–50 MB of code and ICU data) once per
 * process; this is what the machine actually gives the tree. Needs root, which alone may read the
 * page frame numbers in /proc/<pid>/pagemap; undefined otherwise.
 */
export function distinctResidentKib(pids: number[]): number | undefined {
  const frames = new Set<bigint>();
  for (const pid of pids) {
    let smaps: string;
    let pagemap: number;
    try {
      smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
      pagemap = openSync(`/proc/${pid}/pagemap`, 'r');
    } catch {
      continue;
    }
    try {
      let range: [number, number] | undefined;
      for (const line of smaps.split('\n')) {
        const mapping = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
        if (mapping) range = [parseInt(mapping[1]!, 16), parseInt(mapping[2]!, 16)];
        else if (range && line.startsWith('Rss:') && !/^Rss:\s+0 kB/.test(line)) {
          const pages = (range[1] - range[0]) / 4096;
          const entries = Buffer.alloc(pages * 8);
          readSync(pagemap, entries, 0, entries.length, (range[0] / 4096) * 8);
          for (let page = 0; page < pages; page += 1) {
            const entry = entries.readBigUInt64LE(page * 8);
            if (!(entry & PRESENT)) continue;
            const frame = entry & PFN_MASK;
            if (frame === 0n) return undefined; // not root: frame numbers are hidden
            frames.add(frame);
          }
        }
      }
    } finally {
      closeSync(pagemap);
    }
  }
  return frames.size * PAGE_KIB;
}
