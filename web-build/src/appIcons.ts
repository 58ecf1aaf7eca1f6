// The app's icons, drawn at build time (no image files to download or keep): a warm heart on the
// theme's teal, as SVG and as the PNG sizes browsers ask for to install an app.
import { deflateSync } from 'node:zlib';

const TEAL = [0x1f, 0x6b, 0x66] as const;
const PEACH = [0xfc, 0xe9, 0xda] as const;

/** Inside the heart curve (x² + y² − 1)³ − x²y³ ≤ 0, y up. */
const inHeart = (x: number, y: number): boolean => {
  const base = x * x + y * y - 1;
  return base * base * base - x * x * y * y * y <= 0;
};

const CRC_TABLE = Array.from({ length: 256 }, (_unused, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A square PNG (RGB): teal everywhere (so it also serves as a maskable icon), the heart in the
 * middle 56% (inside the maskable safe zone), edges smoothed by 4×4 samples per pixel.
 */
export function heartPng(size: number): Buffer {
  const samples = 4;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let px = 0; px < size; px += 1) {
      let inside = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          // The heart spans about [-1.15, 1.15] × [-1, 1.25]: the middle 56% of the square holds it.
          const u = ((px + (sx + 0.5) / samples) / size - 0.5) / 0.28;
          const v = (0.5 - (py + (sy + 0.5) / samples) / size) / 0.28;
          if (inHeart(u * 1.2, v * 1.2 + 0.12)) inside += 1;
        }
      }
      const share = inside / (samples * samples);
      for (let channel = 0; channel < 3; channel += 1) {
        row[1 + px * 3 + channel] = Math.round(
          (TEAL[channel] ?? 0) * (1 - share) + (PEACH[channel] ?? 0) * share,
        );
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour (RGB)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The same heart as the page's favicon, on the teal square. */
export const HEART_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#1F6B66"/><path fill="#FCE9DA" transform="translate(4.8 5) scale(0.6)" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"/></svg>\n`;
