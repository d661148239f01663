import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_PREVIEW_SIZE, PHOTO_WIDTHS, type PhotoFile } from "../../shared/photo.ts";
import { ClientError } from "../http/validation.ts";

// One libvips thread per image and no operation cache: the server runs at most PHOTO_JOBS images at once
// (photo-queue.ts, http/bounded-queue.ts), each on a libuv thread, so a photo never takes every core or keeps decoded pixels
// around after its answer (docs/decisions/040).
sharp.concurrency(1);
sharp.cache(false);

export type PhotoFormat = "jpeg" | "png" | "webp" | "avif";

/** One file the server made from an upload; `name` is content-hashed, so its URL never changes meaning. */
export interface PhotoVariant {
  name: string;
  kind: "avif" | "webp" | "preview";
  type: PhotoFile["type"];
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** What the upload was, by its bytes. */
  format: PhotoFormat;
  /** The upload's own size after orientation, before any resizing. */
  originalWidth: number;
  originalHeight: number;
  /** The largest AVIF/WebP variant's size. */
  width: number;
  height: number;
  /** sha256 of the uploaded bytes, for the audit trail; the upload itself is not kept. */
  sha256: string;
  variants: PhotoVariant[];
}

/** Refusals, in Icelandic, as the admin sees them. */
export const photoRefusals = {
  empty: "Skráin er tóm.",
  tooLarge: `Myndin er stærri en ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Minnkaðu hana og reyndu aftur.`,
  svg: "SVG-myndir eru ekki teknar. Sendu JPEG, PNG, WebP eða AVIF.",
  notImage: "Skráin er ekki mynd sem vefurinn tekur við. Sendu JPEG, PNG, WebP eða AVIF.",
  animated: "Hreyfimyndir eru ekki teknar. Sendu kyrrmynd.",
  tooManyPixels: `Myndin er stærri en ${MAX_PHOTO_PIXELS / 1_000_000} megapixlar. Minnkaðu hana og reyndu aftur.`,
  broken: "Myndin er sködduð eða ekki heil og verður ekki lesin. Sendu hana aftur.",
} as const;

/**
 * What the first bytes say the file is; undefined when they match none of the four accepted formats.
 * The name and the declared content type are never trusted.
 */
export function sniffFormat(bytes: Uint8Array): PhotoFormat | "svg" | "avif-sequence" | undefined {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    // The major brand and the compatible brands that follow it: "avis" is an image sequence.
    const boxSize = Math.min(Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), bytes.length, 256);
    const brands: string[] = [];
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) if (offset !== 12) brands.push(ascii(offset, offset + 4));
    if (brands.includes("avis")) return "avif-sequence";
    if (brands.includes("avif")) return "avif";
    return undefined;
  }
  const start = Buffer.from(bytes.subarray(0, 1024)).toString("utf8").trimStart().toLowerCase();
  if (start.startsWith("<svg") || (start.startsWith("<?xml") && start.includes("<svg")) || start.includes("<svg")) return "svg";
  return undefined;
}

/** True when a PNG has an animation control chunk before its image data (APNG). */
function isAnimatedPng(bytes: Buffer): boolean {
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (type === "acTL") return true;
    if (type === "IDAT") return false;
    offset += 12 + length;
  }
  return false;
}

const inputOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error", autoOrient: true } as const;

/**
 * Checks an upload by its bytes and header, then makes its variants: 480, 960 and 1600 px wide (never wider
 * than the photo) in AVIF and WebP, and a 1200 × 630 JPEG for link previews. The photo is turned upright
 * from its EXIF orientation, converted to sRGB, and decoded once into plain pixels from which every variant
 * is encoded, so no metadata of the upload (EXIF, GPS, XMP, IPTC, ICC profile) can reach a variant.
 * Refusals are ClientErrors with an Icelandic message.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.byteLength === 0) throw new ClientError(400, photoRefusals.empty);
  if (input.byteLength > MAX_PHOTO_BYTES) throw new ClientError(413, photoRefusals.tooLarge);
  const sniffed = sniffFormat(input);
  if (sniffed === "svg") throw new ClientError(415, photoRefusals.svg);
  if (sniffed === "avif-sequence") throw new ClientError(422, photoRefusals.animated);
  if (sniffed === undefined) throw new ClientError(415, photoRefusals.notImage);
  if (sniffed === "png" && isAnimatedPng(input)) throw new ClientError(422, photoRefusals.animated);

  // The header only: dimensions are checked here, before a single pixel is decoded, so a small file that
  // declares a huge image is refused at once with its own message (limitInputPixels stops the decoder too).
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...inputOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new ClientError(422, photoRefusals.broken);
  }
  const format = metadataFormat(metadata);
  if (format !== sniffed) throw new ClientError(415, photoRefusals.notImage);
  if ((metadata.pages ?? 1) > 1) throw new ClientError(422, photoRefusals.animated);
  const { width: declaredWidth, height: declaredHeight } = metadata;
  if (!declaredWidth || !declaredHeight) throw new ClientError(422, photoRefusals.broken);
  if (declaredWidth * declaredHeight > MAX_PHOTO_PIXELS) throw new ClientError(422, photoRefusals.tooManyPixels);

  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(input, inputOptions)
      .resize({ width: PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ClientError(422, photoRefusals.broken);
  }
  const raw = { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } } as const;
  const widths = [...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, master.info.width)))];

  const variants: PhotoVariant[] = [];
  for (const width of widths) {
    const resized = () => sharp(master.data, raw).resize({ width });
    const avif = await resized().avif({ quality: 55, effort: 2 }).toBuffer({ resolveWithObject: true });
    variants.push(variant("avif", "image/avif", avif));
    const webp = await resized().webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
    variants.push(variant("webp", "image/webp", webp));
  }
  const preview = await sharp(master.data, raw)
    .resize({ ...PHOTO_PREVIEW_SIZE, fit: "cover", position: "centre" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  variants.push(variant("preview", "image/jpeg", preview));

  const largest = variants.filter((entry) => entry.kind === "avif").at(-1);
  if (!largest) throw new Error("no variant was made");
  const upright = metadata.autoOrient;
  return {
    format,
    originalWidth: upright.width,
    originalHeight: upright.height,
    width: largest.width,
    height: largest.height,
    sha256: createHash("sha256").update(input).digest("hex"),
    variants,
  };
}

function metadataFormat(metadata: Metadata): PhotoFormat | undefined {
  if (metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp") return metadata.format;
  // HEIF with AV1 is AVIF; HEIC (HEVC) is not accepted.
  if (metadata.format === "heif" && metadata.compression === "av1") return "avif";
  return undefined;
}

const extensions = { "image/avif": "avif", "image/webp": "webp", "image/jpeg": "jpg" } as const;

function variant(kind: PhotoVariant["kind"], type: PhotoFile["type"], output: { data: Buffer; info: OutputInfo }): PhotoVariant {
  const hash = createHash("sha256").update(output.data).digest("base64url").slice(0, 22);
  return {
    name: `${hash}-${output.info.width}x${output.info.height}.${extensions[type]}`,
    kind,
    type,
    width: output.info.width,
    height: output.info.height,
    bytes: output.data,
  };
}
