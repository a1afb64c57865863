// What the backup and restore commands share: their arguments, the configuration and the way a
// failure is reported (one sentence, no stack trace, a non-zero exit).
import { ConfigError, getConfig, type Config } from '#src/server/config.ts';
import { ArchiveError } from './archive.ts';
import { BackupError } from './database.ts';

export function optionValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

export function loadConfig(): Config {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

/** Runs a command's body; a failure it can explain ends the process with that explanation. */
export async function runCommand(name: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    if (error instanceof BackupError || error instanceof ArchiveError) {
      console.error(`${name} failed: ${error.message}`);
    } else {
      // Unexpected (a bucket or disk error): the whole error helps whoever investigates.
      console.error(`${name} failed:`, error);
    }
    process.exit(1);
  }
}
