// Prebuilt libvips reads no BMP, yet the spec's client offers them (spec §5 "Photos").

export type BmpErrorKind = 'unsupported' | 'corrupt';

export class BmpError extends Error {
  constructor(
    readonly kind: BmpErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'BmpError';
  }
}

interface ChannelMasks {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

export interface BmpHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  topDown: boolean;
  pixelOffset: number;
  palette: Uint8Array | null;
  masks: ChannelMasks | null;
}

export interface DecodedBmp {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Buffer;
}

const FILE_HEADER_BYTES = 14;
const CORE_HEADER_BYTES = 12;
// V2..V5 extensions only append fields.
const INFO_HEADER_BYTES = [40, 52, 56, 108, 124];
const BI_RGB = 0;
const BI_BITFIELDS = 3;
const MASKS_OFFSET = FILE_HEADER_BYTES + 40;
const ALPHA_MASK_OFFSET = MASKS_OFFSET + 12;
const RGB555_MASKS: ChannelMasks = { red: 0x7c00, green: 0x03e0, blue: 0x001f, alpha: 0 };
const XRGB8888_MASKS: ChannelMasks = { red: 0xff0000, green: 0xff00, blue: 0xff, alpha: 0 };

const corrupt = (message: string) => new BmpError('corrupt', message);
const unsupported = (message: string) => new BmpError('unsupported', message);

export function readBmpHeader(bytes: Uint8Array): BmpHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < FILE_HEADER_BYTES + CORE_HEADER_BYTES || view.getUint16(0) !== 0x424d) {
    throw corrupt('not a BMP file');
  }
  const pixelOffset = view.getUint32(10, true);
  const headerBytes = view.getUint32(FILE_HEADER_BYTES, true);
  const core = headerBytes === CORE_HEADER_BYTES;
  if (!core && !INFO_HEADER_BYTES.includes(headerBytes)) {
    throw unsupported(`BMP header of ${headerBytes} bytes`);
  }
  if (!core && bytes.length < FILE_HEADER_BYTES + headerBytes) throw corrupt('truncated header');

  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const signedHeight = core ? view.getUint16(20, true) : view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(core ? 24 : 28, true);
  const compression = core ? BI_RGB : view.getUint32(30, true);
  if (width <= 0 || signedHeight === 0) throw corrupt(`BMP of ${width}x${signedHeight}`);

  const header = {
    width,
    height: Math.abs(signedHeight),
    bitsPerPixel,
    topDown: signedHeight < 0,
    pixelOffset,
  };
  if (compression === BI_RGB) {
    switch (bitsPerPixel) {
      case 1:
      case 4:
      case 8: {
        const colorsUsed = core ? 0 : view.getUint32(46, true);
        const paletteOffset = FILE_HEADER_BYTES + headerBytes;
        const palette = readPalette(
          bytes,
          paletteOffset,
          pixelOffset,
          bitsPerPixel,
          colorsUsed,
          core,
        );
        return { ...header, palette, masks: null };
      }
      case 16:
        return { ...header, palette: null, masks: RGB555_MASKS };
      case 24:
        return { ...header, palette: null, masks: null };
      case 32:
        return { ...header, palette: null, masks: XRGB8888_MASKS };
    }
  }
  if (compression === BI_BITFIELDS && (bitsPerPixel === 16 || bitsPerPixel === 32)) {
    if (bytes.length < ALPHA_MASK_OFFSET) throw corrupt('truncated channel masks');
    const masks = {
      red: view.getUint32(MASKS_OFFSET, true),
      green: view.getUint32(MASKS_OFFSET + 4, true),
      blue: view.getUint32(MASKS_OFFSET + 8, true),
      alpha: headerBytes >= 56 ? view.getUint32(ALPHA_MASK_OFFSET, true) : 0,
    };
    return { ...header, palette: null, masks };
  }
  // Too rare to be worth decoding.
  throw unsupported(`BMP compression ${compression} at ${bitsPerPixel} bits per pixel`);
}

function readPalette(
  bytes: Uint8Array,
  offset: number,
  pixelOffset: number,
  bitsPerPixel: number,
  colorsUsed: number,
  core: boolean,
): Uint8Array {
  const capacity = 1 << bitsPerPixel;
  const entryBytes = core ? 3 : 4;
  // Writers often leave colorsUsed at 0 and store fewer entries; never read into the pixels.
  const stored = Math.floor((pixelOffset - offset) / entryBytes);
  const count = Math.min(colorsUsed === 0 ? capacity : colorsUsed, capacity, stored);
  if (offset + count * entryBytes > bytes.length) throw corrupt('truncated palette');
  // Past the stored entries draw black, as browsers do.
  const palette = new Uint8Array(capacity * 3);
  for (let index = 0; index < count; index++) {
    const entry = offset + index * entryBytes;
    palette[index * 3] = bytes[entry + 2] ?? 0;
    palette[index * 3 + 1] = bytes[entry + 1] ?? 0;
    palette[index * 3 + 2] = bytes[entry] ?? 0;
  }
  return palette;
}

interface MaskField {
  mask: number;
  shift: number;
  max: number;
}

function maskField(mask: number): MaskField {
  if (mask === 0) return { mask, shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  return { mask, shift, max: mask >>> shift };
}

function readField(value: number, { mask, shift, max }: MaskField): number {
  return max === 0 ? 0 : Math.round((((value & mask) >>> shift) * 255) / max);
}

export function decodeBmp(bytes: Uint8Array): DecodedBmp {
  const { width, height, bitsPerPixel, topDown, pixelOffset, palette, masks } =
    readBmpHeader(bytes);
  const stride = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (pixelOffset + stride * height > bytes.length) throw corrupt('truncated pixel data');

  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const channels = masks !== null && masks.alpha !== 0 ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  const fields = masks && {
    red: maskField(masks.red),
    green: maskField(masks.green),
    blue: maskField(masks.blue),
    alpha: maskField(masks.alpha),
  };
  let anyAlpha = false;

  for (let row = 0; row < height; row++) {
    const source = pixelOffset + (topDown ? row : height - 1 - row) * stride;
    let target = row * width * channels;
    for (let x = 0; x < width; x++, target += channels) {
      if (palette !== null) {
        const bit = x * bitsPerPixel;
        const byte = bytes[source + (bit >> 3)] ?? 0;
        const index = (byte >> (8 - bitsPerPixel - (bit & 7))) & ((1 << bitsPerPixel) - 1);
        data[target] = palette[index * 3] ?? 0;
        data[target + 1] = palette[index * 3 + 1] ?? 0;
        data[target + 2] = palette[index * 3 + 2] ?? 0;
      } else if (fields === null) {
        const pixel = source + x * 3;
        data[target] = bytes[pixel + 2] ?? 0;
        data[target + 1] = bytes[pixel + 1] ?? 0;
        data[target + 2] = bytes[pixel] ?? 0;
      } else {
        const value =
          bitsPerPixel === 16
            ? view.getUint16(source + x * 2, true)
            : view.getUint32(source + x * 4, true);
        data[target] = readField(value, fields.red);
        data[target + 1] = readField(value, fields.green);
        data[target + 2] = readField(value, fields.blue);
        if (channels === 4) {
          const alpha = readField(value, fields.alpha);
          data[target + 3] = alpha;
          anyAlpha ||= alpha !== 0;
        }
      }
    }
  }
  // Many writers declare an alpha mask and leave it zero; browsers then draw the image opaque.
  if (channels === 4 && !anyAlpha) {
    for (let alpha = 3; alpha < data.length; alpha += 4) data[alpha] = 255;
  }
  return { width, height, channels, data };
}
