import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE_BYTES = 8;
// IHDR always comes first.
const IHDR_CHUNK_BYTES = 4 + 4 + 13 + 4;

export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(4 + body.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), 4 + body.length);
  return chunk;
}

/** sharp cannot say which profile raw pixels are in; a tagged PNG carries it. */
export function withIccProfile(png: Buffer, icc: Buffer): Buffer {
  // iCCP data: profile name, NUL, compression method 0 (zlib), compressed profile.
  const iccp = pngChunk(
    'iCCP',
    Buffer.concat([Buffer.from('icc\0\0', 'latin1'), deflateSync(icc)]),
  );
  const headerEnd = PNG_SIGNATURE_BYTES + IHDR_CHUNK_BYTES;
  return Buffer.concat([png.subarray(0, headerEnd), iccp, png.subarray(headerEnd)]);
}
