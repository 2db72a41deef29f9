/** Methods that never change what a service holds (RFC 9110 §9.2.1). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request of this method may change what a service holds: not GET, HEAD, OPTIONS. */
export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Whether a request may have changed what a service holds, judged by its answer: what every cache
 * of a service's answers drops on (docs/decisions/060). A state-changing request answered 2xx was
 * done. A 5xx may have failed after its transaction committed (an answer that did not serialize),
 * so it counts too; the fuzz tests hold every route to never answering a client's mistake with
 * one (docs/decisions/023). A 1xx, 3xx or 4xx (sign-in required, refused, invalid, not found, in
 * conflict) was refused before anything was written: every cache stays as it was, however many a
 * client sends.
 */
export function mayHaveWritten(method: string, status: number): boolean {
  if (!isStateChanging(method)) return false;
  return (status >= 200 && status < 300) || status >= 500;
}
