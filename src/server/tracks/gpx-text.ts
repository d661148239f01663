import { GpxError } from "./gpx-error.ts";

/**
 * The encodings a GPX file may come in, by the names an XML declaration gives them (lower case), and
 * the TextDecoder that reads each. ISO-8859-1 is read as windows-1252, as browsers do: the two differ
 * only in 0x80–0x9F, control characters in ISO-8859-1 that no GPX file needs.
 */
const DECODERS: Record<string, string> = {
  "utf-8": "utf-8",
  utf8: "utf-8",
  "us-ascii": "utf-8",
  ascii: "utf-8",
  "iso-8859-1": "windows-1252",
  "iso8859-1": "windows-1252",
  iso_8859_1: "windows-1252",
  "iso_8859-1": "windows-1252",
  latin1: "windows-1252",
  "latin-1": "windows-1252",
  l1: "windows-1252",
  "windows-1252": "windows-1252",
  cp1252: "windows-1252",
  "iso-8859-15": "iso-8859-15",
  latin9: "iso-8859-15",
};

const SUPPORTED = "UTF-8, UTF-16 (with a byte-order mark), ISO-8859-1 or windows-1252";

/**
 * The text of a GPX file, read in the encoding it says it has: a byte-order mark first (UTF-8, UTF-16LE,
 * UTF-16BE), then UTF-16 recognised by its first characters, then the encoding its XML declaration
 * names; a file that says nothing is UTF-8, as XML has it. Throws a GpxError (400) for bytes that are
 * not text in that encoding and for encodings the server does not read.
 */
export function decodeGpxText(file: Uint8Array): string {
  const [first, second, third, fourth] = file;
  if (first === 0xef && second === 0xbb && third === 0xbf) return decode(file, "utf-8", "UTF-8");
  if (first === 0xff && second === 0xfe) return decode(file, "utf-16le", "UTF-16");
  if (first === 0xfe && second === 0xff) return decode(file, "utf-16be", "UTF-16");
  // "<?" in UTF-16 without a byte-order mark.
  if (first === 0x3c && second === 0x00 && third === 0x3f && fourth === 0x00) return decode(file, "utf-16le", "UTF-16");
  if (first === 0x00 && second === 0x3c && third === 0x00 && fourth === 0x3f) return decode(file, "utf-16be", "UTF-16");

  const declared = declaredEncoding(file);
  if (declared === null) return decode(file, "utf-8", "UTF-8");
  const label = declared.toLowerCase();
  if (label.startsWith("utf-16") || label === "utf16") {
    throw new GpxError(400, `Not a GPX file: it says it is ${declared} but has no byte-order mark, and its text is not UTF-16`);
  }
  const decoder = DECODERS[label];
  if (!decoder) throw new GpxError(400, `The GPX file's encoding ${declared} is not supported: save it as ${SUPPORTED}`);
  return decode(file, decoder, declared);
}

/** The encoding an XML declaration at the very start names, read as ASCII; null when there is none. */
function declaredEncoding(file: Uint8Array): string | null {
  const head = String.fromCharCode(...file.subarray(0, 256));
  if (!head.startsWith("<?xml")) return null;
  const declaration = head.slice(0, head.indexOf("?>") + 1 || head.length);
  return /\sencoding\s*=\s*(["'])([^"']{0,40})\1/.exec(declaration)?.[2] ?? null;
}

function decode(file: Uint8Array, encoding: string, name: string): string {
  try {
    // A byte-order mark is dropped (ignoreBOM: false); single-byte decoders accept every byte.
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    throw new GpxError(400, `Not a GPX file: the file is not ${name} text`);
  }
}
