import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gunzip, gzipSync } from "node:zlib";

/**
 * A GPX file as it is stored: gzip-compressed, with the size and SHA-256 digest of the file as uploaded
 * (the audit trail names the file by them). Made in the GPX worker (docs/decisions/046), so neither the
 * compression nor a ten-megabyte write runs on the thread that answers visitors.
 */
export interface PackedGpx {
  gzip: Uint8Array;
  bytes: number;
  sha256: string;
}

export function packGpx(file: Uint8Array): PackedGpx {
  // A copy of its own: a small result may share Node's buffer pool, which must not move with it to another thread.
  return { gzip: new Uint8Array(gzipSync(file)), bytes: file.byteLength, sha256: createHash("sha256").update(file).digest("hex") };
}

const gunzipAsync = promisify(gunzip);

/**
 * The file as uploaded. A stored file that does not start with gzip's magic bytes is the file itself, as
 * tracks stored before files were compressed are; no GPX file can start with them (0x1f is a control
 * character, which XML does not allow before its first element, in any encoding the site reads).
 */
export async function unpackGpx(stored: Uint8Array): Promise<Uint8Array> {
  if (stored.byteLength >= 2 && stored[0] === 0x1f && stored[1] === 0x8b) return gunzipAsync(stored);
  return stored;
}

/** Whether a stored file is gzip-compressed (see unpackGpx). */
export function isGzip(stored: Uint8Array): boolean {
  return stored.byteLength >= 18 && stored[0] === 0x1f && stored[1] === 0x8b;
}

/**
 * An ETag for a stored file, from the digest the gzip stream already carries: its trailer's CRC-32 and
 * length of the file as uploaded, so a download costs no decompression and no hash (a 10 MB track
 * would otherwise be hashed on every request). Undefined for a file stored uncompressed.
 */
export function storedGpxEtag(stored: Uint8Array): string | undefined {
  if (!isGzip(stored)) return undefined;
  const trailer = Buffer.from(stored.buffer, stored.byteOffset + stored.byteLength - 8, 8);
  return `"gpx-${trailer.readUInt32LE(0).toString(16).padStart(8, "0")}-${trailer.readUInt32LE(4).toString(16)}"`;
}
