import { loadConfig, type Config } from './config.ts';
import { readTlsFiles, type TlsCredentials } from './http/tls-files.ts';

/**
 * The configuration and the TLS files, or an exit with what is wrong: whoever starts the server
 * (a terminal, a container's log) reads one line naming the variable, not a stack trace.
 */
export function startSettings(): { config: Config; tls: TlsCredentials | null } {
  try {
    const config = loadConfig();
    return { config, tls: readTlsFiles(config.tls) };
  } catch (err) {
    process.stderr.write(`Spraybook cannot start: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
