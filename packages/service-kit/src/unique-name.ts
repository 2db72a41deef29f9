import { refuse } from './errors';

/** Whether a write failed on a UNIQUE index: a name another row already has. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs a write whose row has a unique name (a tag, a promo code, a partner): a name taken is a
 * 409 with `reason`, decided by the database's own index rather than a read before the write,
 * which a concurrent write could slip between.
 */
/** The refusals of a name taken, none with parameters. */
export type NameTaken = 'TAG_NAME_TAKEN' | 'PROMO_CODE_TAKEN' | 'PARTNER_NAME_TAKEN';

export function unlessNameTaken<T>(reason: NameTaken, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('CONFLICT', reason);
    throw error;
  }
}
