import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import type { TlsFiles } from '../config.ts';

/** The PEM certificate (chain) and private key the server serves HTTPS with. */
export interface TlsCredentials {
  cert: Buffer;
  key: Buffer;
}

/**
 * Reads TLS_CERT_FILE and TLS_KEY_FILE at start. Every failure is an Error whose message names the
 * variable and the path (a missing file, one the server may not read, a pair that does not match),
 * so whoever starts the server reads what to fix rather than a stack trace.
 */
export function readTlsFiles(files: TlsFiles | null): TlsCredentials | null {
  if (!files) return null;
  const cert = readOne('TLS_CERT_FILE', files.certFile);
  const key = readOne('TLS_KEY_FILE', files.keyFile);
  try {
    createSecureContext({ cert, key });
  } catch (err) {
    throw new Error(
      `TLS_CERT_FILE (${files.certFile}) and TLS_KEY_FILE (${files.keyFile}) are not a certificate and ` +
        `its private key in PEM form: ${(err as Error).message}`,
      { cause: err },
    );
  }
  return { cert, key };
}

function readOne(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code;
    const reason =
      why === 'ENOENT'
        ? 'there is no such file'
        : why === 'EACCES'
          ? 'the server may not read it'
          : why === 'EISDIR'
            ? 'it is a folder'
            : (err as Error).message;
    throw new Error(`${variable} names ${file}, which cannot be read: ${reason}`, { cause: err });
  }
}
