import { deflateSync } from 'node:zlib';
import { pngChunk } from './png-icc.ts';

/** Built in code, so that each test shows what its input is. */

export interface BmpSpec {
  width: number;
  height: number;
  bitsPerPixel: number;
  rows: number[][];
  headerBytes?: 12 | 40 | 56 | 108 | 124;
  compression?: number;
  topDown?: boolean;
  palette?: [number, number, number][];
  masks?: [number, number, number, number];
}

export function bmpFile(spec: BmpSpec): Buffer {
  const { width, height, bitsPerPixel, rows, palette = [], masks } = spec;
  const headerBytes = spec.headerBytes ?? 40;
  const core = headerBytes === 12;
  const stride = Math.ceil((width * bitsPerPixel) / 32) * 4;
  const masksAfterHeader = masks !== undefined && headerBytes === 40 ? 12 : 0;
  const paletteOffset = 14 + headerBytes + masksAfterHeader;
  const entryBytes = core ? 3 : 4;
  const pixelOffset = paletteOffset + palette.length * entryBytes;
  const file = Buffer.alloc(pixelOffset + stride * height);

  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(pixelOffset, 10);
  file.writeUInt32LE(headerBytes, 14);
  if (core) {
    file.writeUInt16LE(width, 18);
    file.writeUInt16LE(height, 20);
    file.writeUInt16LE(1, 22);
    file.writeUInt16LE(bitsPerPixel, 24);
  } else {
    file.writeInt32LE(width, 18);
    file.writeInt32LE(spec.topDown === true ? -height : height, 22);
    file.writeUInt16LE(1, 26);
    file.writeUInt16LE(bitsPerPixel, 28);
    file.writeUInt32LE(spec.compression ?? 0, 30);
    file.writeUInt32LE(stride * height, 34);
    file.writeUInt32LE(palette.length, 46);
  }
  if (masks !== undefined) {
    masks.slice(0, headerBytes >= 56 ? 4 : 3).forEach((mask, index) => {
      file.writeUInt32LE(mask, 54 + index * 4);
    });
  }
  palette.forEach(([red, green, blue], index) => {
    file.set([blue, green, red], paletteOffset + index * entryBytes);
  });
  rows.forEach((row, index) => {
    const fileRow = spec.topDown === true ? index : height - 1 - index;
    file.set(row, pixelOffset + fileRow * stride);
  });
  return file;
}

/** A few kilobytes that claim width x height pixels. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
