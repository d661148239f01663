import { crc32 } from "node:zlib";
import sharp, { type Sharp } from "sharp";

/** Images made for tests, with sharp itself. */

/** A photo-like test image: a gradient with noise, so encoders have something to do. */
export async function testImage(width: number, height: number): Promise<Sharp> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * channels;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = (x * y) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

/** A phone's JPEG: EXIF with a GPS position and orientation 6 (turned a quarter), XMP and an ICC profile. */
export async function phoneJpeg(width = 800, height = 600): Promise<Buffer> {
  return (await testImage(width, height))
    .jpeg()
    .withExif({
      IFD0: { Make: "Testphone-X1", Model: "X" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "64/1 8/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "21/1 56/1 0/1" },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"></rdf:RDF></x:xmpmeta>')
    .withIccProfile("p3")
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG whose header declares width × height but whose data is one pixel's: a decompression bomb. */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  // IHDR is the first chunk: length (4), "IHDR" (4), width (4), height (4), … and its CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG whose frame header (SOF0) declares width × height while its data is a tiny image's. */
export async function jpegBomb(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error("no baseline frame header");
  // Marker (2), length (2), precision (1), height (2), width (2).
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}
