/** A failure the person at the terminal can act on: its message is one line, printed as it is. */
export class BackupError extends Error {
  override name = 'BackupError';
}
