import { pipeline, type Duplex, type Readable } from 'node:stream';

/**
 * The body of a streamed answer (a CSV file the operator downloads, say): a source and the
 * transforms it flows through, joined by stream.pipeline, so that an error in any stage destroys
 * the stream handed to `reply.send()`. Fastify then ends the answer (a 500 `{detail}` through the
 * error handler before its first byte, a cut answer after) and the log controller logs the error
 * (logger.ts). Joined by `.pipe()` instead, a stage's error reaches no listener, is thrown as
 * uncaught, and ends the process (docs/decisions/058). A client that hangs up closes every stage,
 * so a source reading a database stops reading.
 */
export function streamAnswer(source: Readable, ...transforms: Duplex[]): Readable {
  const stages: [Readable, ...Duplex[]] = [source, ...transforms];
  // The last stage carries every stage's error to Fastify, which reports it: nothing to add here.
  pipeline(stages, () => {});
  return stages[stages.length - 1]!;
}
