import { PHOTO_MESSAGES } from '@flowers/domain';
import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../http/app-error.ts';
import { BmpError, decodeBmp, readBmpHeader } from './bmp-decode.ts';
import { openHeic } from './heic-input.ts';
import { encodePhotoVariants, type EncodedPhoto } from './photo-variants.ts';

// Process-wide in libvips. Every upload is a new image: its cache of decoded ones would only
// hold memory. The pool already runs one photo per core; more libvips threads would contend.
sharp.cache(false);
sharp.concurrency(1);

/** A 48 MP phone photo fits; a decompression bomb of a few kilobytes does not. */
export const PHOTO_MAX_PIXELS = 50_000_000;

// Animations (GIF, APNG, WebP) give their first frame.
const SHARP_FORMATS: ReadonlySet<string> = new Set([
  'jpg',
  'png',
  'apng',
  'gif',
  'webp',
  'tif',
  'avif',
]);

const notImage = () => new AppError('validation', PHOTO_MESSAGES.notImage);
const processingFailed = () => new AppError('validation', PHOTO_MESSAGES.processingFailed);

function assertPixelLimit(width: number, height: number): void {
  if (width * height > PHOTO_MAX_PIXELS) throw processingFailed();
}

export type PhotoSource = Buffer | string;

/** By its bytes, never its name. CPU-bound for up to a second, so it runs in the photo pool. */
export async function encodePhoto(source: PhotoSource): Promise<EncodedPhoto> {
  try {
    return await encodePhotoVariants(await openImage(source));
  } catch (error) {
    throw error instanceof AppError ? error : processingFailed();
  }
}

const detectType = (source: PhotoSource) =>
  typeof source === 'string' ? fileTypeFromFile(source) : fileTypeFromBuffer(source);

/**
 * BMP and iPhones' HEIC are decoded by our own JavaScript and WebAssembly, which would hold the
 * thread it runs on for up to a second; libvips decodes every other format on libuv's threads.
 */
export async function isDecodedInJavaScript(source: PhotoSource): Promise<boolean> {
  const type = await detectType(source);
  return type?.ext === 'bmp' || type?.ext === 'heic';
}

// libvips streams a file as it decodes; our own decoders (BMP, HEIC) take the whole file.
async function openImage(source: PhotoSource): Promise<Sharp> {
  const type = await detectType(source);
  const wholeFile = async () => (typeof source === 'string' ? readFile(source) : source);
  if (type?.ext === 'bmp') return openBmp(await wholeFile());
  if (type === undefined || (type.ext !== 'heic' && !SHARP_FORMATS.has(type.ext))) {
    throw notImage();
  }
  // Header only: the size is known before any pixel is decoded.
  const meta = await sharp(source, { limitInputPixels: false }).metadata();
  assertPixelLimit(meta.width, meta.height);
  if (type.ext === 'heic' && meta.compression === 'hevc') return openHeic(await wholeFile(), meta);
  return sharp(source, { limitInputPixels: PHOTO_MAX_PIXELS });
}

function openBmp(bytes: Buffer): Sharp {
  try {
    const header = readBmpHeader(bytes);
    assertPixelLimit(header.width, header.height);
    const { width, height, channels, data } = decodeBmp(bytes);
    return sharp(data, { raw: { width, height, channels } });
  } catch (error) {
    if (error instanceof BmpError && error.kind === 'unsupported') throw notImage();
    throw error;
  }
}
