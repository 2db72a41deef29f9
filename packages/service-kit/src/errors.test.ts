import { describe, expect, it } from 'vitest';
import { AppError } from './errors';

describe('AppError', () => {
  it('carries no stack frames for a client error, and leaves the limit as it was', () => {
    const limit = Error.stackTraceLimit;
    const conflict = new AppError('CONFLICT', 'This date is fully booked.');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
  });

  it('keeps its stack for a server-side failure, which is logged', () => {
    const down = new AppError('DEPENDENCY_DOWN', 'A service this request needs is unavailable');
    expect(down.statusCode).toBe(503);
    expect(down.stack).toMatch(/\n\s+at /);
  });
});
