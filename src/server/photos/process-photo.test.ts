import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, PHOTO_PREVIEW_SIZE } from "../../shared/photo.ts";
import { photoRefusals, processPhoto, sniffFormat } from "./process-photo.ts";
import { jpegBomb, phoneJpeg, pngBomb, testImage } from "./test-images.ts";

describe("processPhoto", () => {
  it("makes 480, 960 and 1600 px AVIF and WebP and a 1200 × 630 JPEG, each what its name says", async () => {
    const photo = await processPhoto(await (await testImage(2000, 1500)).jpeg().toBuffer());
    const sizes = await Promise.all(
      photo.variants.map(async (variant) => {
        const metadata = await sharp(variant.bytes).metadata();
        expect(variant.name).toMatch(new RegExp(`^[\\w-]{22}-${metadata.width}x${metadata.height}\\.(avif|webp|jpg)$`));
        return `${variant.kind} ${metadata.format}${metadata.format === "heif" ? `/${metadata.compression}` : ""} ${metadata.width}x${metadata.height}`;
      }),
    );
    expect(sizes).toEqual([
      "avif heif/av1 480x360",
      "webp webp 480x360",
      "avif heif/av1 960x720",
      "webp webp 960x720",
      "avif heif/av1 1600x1200",
      "webp webp 1600x1200",
      `preview jpeg ${PHOTO_PREVIEW_SIZE.width}x${PHOTO_PREVIEW_SIZE.height}`,
    ]);
    expect({ width: photo.width, height: photo.height, format: photo.format }).toEqual({ width: 1600, height: 1200, format: "jpeg" });
  });

  it("bounds a tall photo's working copy on both sides: a 400 × 3600 photo's largest variant is 356 × 3200", async () => {
    const photo = await processPhoto(await (await testImage(400, 3600)).png().toBuffer());
    expect([photo.width, photo.height]).toEqual([356, 3200]);
    for (const file of photo.variants) expect(file.height).toBeLessThanOrEqual(3200);
  });

  it.each([
    [200, 2001],
    [3001, 300],
  ])("refuses a %i × %i image (more than 1:10) with 422 before decoding it", async (width, height) => {
    const refused = processPhoto(await (await testImage(width, height)).png().toBuffer());
    await expect(refused).rejects.toMatchObject({ statusCode: 422, message: photoRefusals.aspect });
  });

  it("never makes a variant wider than the photo", async () => {
    const photo = await processPhoto(await (await testImage(700, 400)).png().toBuffer());
    expect(photo.variants.filter((variant) => variant.kind !== "preview").map((variant) => `${variant.kind} ${variant.width}`)).toEqual([
      "avif 480",
      "webp 480",
      "avif 700",
      "webp 700",
    ]);
  });

  it("turns a phone photo upright and removes its GPS position and every other metadata block", async () => {
    const upload = await phoneJpeg(800, 600);
    const before = await sharp(upload).metadata();
    // The upload carries the GPS block (its pointer tag, 0x8825, in either byte order) and the camera's name.
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(upload.includes(Buffer.from("Testphone-X1"))).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(before.orientation).toBe(6);

    const photo = await processPhoto(upload);
    // Orientation 6 is a quarter turn: the 800 × 600 file is a 600 × 800 photo.
    expect({ width: photo.originalWidth, height: photo.originalHeight }).toEqual({ width: 600, height: 800 });
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif, variant.name).toBeUndefined();
      expect(metadata.xmp, variant.name).toBeUndefined();
      expect(metadata.iptc, variant.name).toBeUndefined();
      expect(metadata.icc, variant.name).toBeUndefined();
      expect(metadata.orientation, variant.name).toBeUndefined();
      // Nor anywhere in the bytes: the camera's name and the GPS tags' text.
      expect(variant.bytes.includes(Buffer.from("Testphone-X1")), variant.name).toBe(false);
      expect(variant.bytes.includes(Buffer.from("Exif")), variant.name).toBe(false);
    }
    const largest = photo.variants.find((variant) => variant.kind === "webp" && variant.width === 600);
    expect(largest?.height).toBe(800);
  });

  it("refuses a small file declaring a huge image from its header, before decoding", async () => {
    const bomb = await pngBomb(100_000, 100_000);
    expect(bomb.byteLength).toBeLessThan(100);
    const started = process.cpuUsage();
    await expect(processPhoto(bomb)).rejects.toMatchObject({ statusCode: 422, message: photoRefusals.tooManyPixels });
    const spent = process.cpuUsage(started);
    // CPU time, not wall time: a busy machine cannot make this fail, decoding 10^10 pixels would.
    expect((spent.user + spent.system) / 1000).toBeLessThan(500);
  });

  it("refuses a JPEG declaring 60,000 × 60,000 pixels the same way", async () => {
    const bomb = await jpegBomb(60_000, 60_000);
    const started = process.cpuUsage();
    await expect(processPhoto(bomb)).rejects.toMatchObject({ statusCode: 422, message: photoRefusals.tooManyPixels });
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(500);
  });

  it.each([
    ["text named .jpg", async () => Buffer.from("ekki mynd")],
    ["an SVG", async () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ["a GIF", async () => (await testImage(20, 20)).gif().toBuffer()],
    ["a TIFF", async () => (await testImage(20, 20)).tiff().toBuffer()],
    ["a PDF's first bytes", async () => Buffer.from("%PDF-1.7\n")],
  ])("refuses %s as not an image it takes (415)", async (_label, make) => {
    await expect(processPhoto(await make())).rejects.toMatchObject({ statusCode: 415 });
  });

  it("refuses animated WebP and PNG", async () => {
    const frames = await (await testImage(20, 40)).raw().toBuffer();
    const animatedWebp = await sharp(frames, { raw: { width: 20, height: 40, channels: 3, pageHeight: 20 } })
      .webp({ loop: 0 })
      .toBuffer();
    await expect(processPhoto(animatedWebp)).rejects.toMatchObject({ statusCode: 422, message: photoRefusals.animated });
    // An APNG: a PNG with an animation control chunk before its data.
    const png = await (await testImage(20, 20)).png().toBuffer();
    const acTL = Buffer.alloc(20);
    acTL.writeUInt32BE(8, 0);
    acTL.write("acTL", 4, "latin1");
    acTL.writeUInt32BE(1, 8);
    acTL.writeUInt32BE(crc32(acTL.subarray(4, 16)), 16);
    const apng = Buffer.concat([png.subarray(0, 33), acTL, png.subarray(33)]);
    await expect(processPhoto(apng)).rejects.toMatchObject({ statusCode: 422, message: photoRefusals.animated });
  });

  it.each(["jpeg", "png", "webp"] as const)("refuses a truncated %s", async (format) => {
    const whole = await (await testImage(300, 200))[format]().toBuffer();
    await expect(processPhoto(whole.subarray(0, Math.floor(whole.length * 0.6)))).rejects.toMatchObject({ statusCode: 422 });
  });

  it("refuses an empty file and one over 25 MB before reading it", async () => {
    await expect(processPhoto(Buffer.alloc(0))).rejects.toMatchObject({ statusCode: 400 });
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    await expect(processPhoto(big)).rejects.toMatchObject({ statusCode: 413, message: photoRefusals.tooLarge });
  });

  it("takes AVIF and tells the four formats by their bytes", async () => {
    const avif = await (await testImage(500, 300)).avif().toBuffer();
    expect(sniffFormat(avif)).toBe("avif");
    const photo = await processPhoto(avif);
    expect(photo.format).toBe("avif");
    expect(sniffFormat(await (await testImage(5, 5)).webp().toBuffer())).toBe("webp");
  });
});
