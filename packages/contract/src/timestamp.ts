import { z } from 'zod';

/** The same instant in ISO 8601 with a `T` and a zone, or the text unchanged when it is no instant. */
const toIso = (value: string) => {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
};

/**
 * An instant in an answer, always ISO 8601 with a `T` and a zone (`2026-11-25T09:03:29.879Z`). The server
 * may hand over PostgreSQL's text form (`2026-11-25 09:03:29.879+00`): encoding an answer turns it into
 * ISO here, once for every field, and a value that is no instant fails the reply instead of leaking out.
 */
export const timestamp = () =>
  z
    .codec(z.iso.datetime({ offset: true }), z.string(), { decode: (iso) => iso, encode: toIso })
    // The document shows the wire form (the codec's output side would otherwise read as any string).
    .meta({ format: 'date-time' });
