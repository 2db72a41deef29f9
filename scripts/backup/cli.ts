import { parseArgs, type ParseArgsConfig } from 'node:util';
import { BackupError } from './backup-error';

/** sysexits EX_USAGE, beside service-kit's EXIT_CONFIG (78): a wrong command line. */
export const EXIT_USAGE = 64;

/** The command line's options and arguments; a wrong one prints the usage and exits. */
export function parseCommandLine<T extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: T,
  maxPositionals: number,
) {
  try {
    const parsed = parseArgs({
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    if (parsed.positionals.length > maxPositionals) throw new Error('too many arguments');
    return parsed;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(EXIT_USAGE);
  }
}

/** Runs a command: a BackupError is its one-line message and exit status 1; so is anything else. */
export async function runCommand(name: string, command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (error instanceof BackupError) console.error(`${name}: ${error.message}`);
    else console.error(`${name} failed: ${(error as Error).message ?? error}`);
    process.exit(1);
  }
}
