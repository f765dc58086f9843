import { jpegOf, pngOf, SVG, webpOf } from '../../testing/imageFixtures';
import { imageKindOf, imageSize, looksLikeSvg } from './imageSize';

test('the kind is read from the signature, the size from the header', () => {
  expect(imageKindOf(pngOf(640, 480))).toBe('png');
  expect(imageSize(pngOf(640, 480), 'png')).toEqual({ width: 640, height: 480 });
  expect(imageKindOf(jpegOf(1920, 1080))).toBe('jpeg');
  expect(imageSize(jpegOf(1920, 1080), 'jpeg')).toEqual({ width: 1920, height: 1080 });
  expect(imageKindOf(webpOf(300, 100))).toBe('webp');
  expect(imageSize(webpOf(300, 100), 'webp')).toEqual({ width: 300, height: 100 });
});

test('lossy (VP8) and lossless (VP8L) WebP headers', () => {
  const lossy = Buffer.alloc(30);
  lossy.write('RIFF', 0, 'latin1');
  lossy.write('WEBPVP8 ', 8, 'latin1');
  lossy.set([0x9d, 0x01, 0x2a], 23);
  lossy.writeUInt16LE(800, 26);
  lossy.writeUInt16LE(600, 28);
  expect(imageSize(lossy, 'webp')).toEqual({ width: 800, height: 600 });

  const lossless = Buffer.alloc(30);
  lossless.write('RIFF', 0, 'latin1');
  lossless.write('WEBPVP8L', 8, 'latin1');
  lossless[20] = 0x2f;
  // 14 bits of width - 1, then 14 bits of height - 1.
  lossless.writeUInt32LE((1023 & 0x3fff) | ((767 & 0x3fff) << 14), 21);
  expect(imageSize(lossless, 'webp')).toEqual({ width: 1024, height: 768 });
});

test('SVG is told by its content; other text is no image', () => {
  expect(looksLikeSvg(SVG)).toBe(true);
  expect(looksLikeSvg(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"></svg>'))).toBe(true);
  expect(looksLikeSvg(pngOf(10, 10))).toBe(false);
  expect(imageKindOf(Buffer.from('hello, not an image'))).toBeNull();
  // A PNG signature without a header that states a size.
  expect(imageSize(pngOf(10, 10).subarray(0, 20), 'png')).toBeNull();
});
