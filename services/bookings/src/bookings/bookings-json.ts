import { Readable } from 'node:stream';

/**
 * A JSON array written a chunk at a time (docs/decisions/061): the specification's list of every
 * booking, so that 100,000 bookings never sit in memory as objects, nor as one string. Each item
 * is JSON.stringify's; this adds the brackets and commas only.
 */
export function jsonArrayStream(chunks: Iterable<readonly unknown[]>): Readable {
  function* text() {
    let first = true;
    yield '[';
    for (const chunk of chunks) {
      if (chunk.length === 0) continue;
      yield (first ? '' : ',') + chunk.map((item) => JSON.stringify(item)).join(',');
      first = false;
    }
    yield ']';
  }
  // One chunk waiting at most (in object mode the mark counts pieces, 16 by default): a slow
  // reader holds back the database reads instead of piling up their text in memory.
  return Readable.from(text(), { highWaterMark: 1 });
}
