// Which raster image a file is, and its size in pixels, read from its bytes alone (the signature and the header that
// states the size): what an uploaded photo or theme image is taken to be, whatever its name or part type says.

export type ImageKind = 'png' | 'jpeg' | 'webp';

/** Beyond JPEG's own limit no photo is plausible: such a header is not an image's (a PNG allows 2^31 - 1). */
const MAX_PLAUSIBLE_SIDE = 65_535;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The kind of image `bytes` start like (by signature), or null. */
export function imageKindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Whether `bytes` are an SVG document (XML text with an <svg> element): refused as an image, it can hold scripts. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

const ok = (width: number, height: number) => (width > 0 && height > 0 && width <= MAX_PLAUSIBLE_SIDE && height <= MAX_PLAUSIBLE_SIDE ? { width, height } : null);

/**
 * Width and height from a PNG's IHDR, a JPEG's frame header (SOFn) or a WebP's VP8/VP8L/VP8X header, or null when
 * the bytes have none (or an implausible one).
 */
export function imageSize(bytes: Buffer, kind: ImageKind): { width: number; height: number } | null {
  if (kind === 'png') {
    if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return ok(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  }
  if (kind === 'webp') return webpSize(bytes);
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // Segments from the start: each marker's length skips its data, so this walks the file once.
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) { at += 1; continue; }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data, before any frame header
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return at + 9 <= bytes.length ? ok(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)) : null;
    at += 2 + length;
  }
  return null;
}

/** A WebP's size from its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // A key frame's start code, then 14-bit width and height (the top 2 bits are scaling).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return ok(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return ok((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return ok(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  return null;
}
