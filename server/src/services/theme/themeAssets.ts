import { createHash } from 'node:crypto';
import type { ThemeAsset } from '@careers/shared/contracts/theme';
import { themeAssetUrl } from '@careers/shared/theme/themeFields';
import type { Db } from '../../db/database';
import { ruleBroken, said, tooLarge, unsupported } from '../../domainErrors';
import type { Candidate } from '../candidates';
import { imageKindOf, imageSize, looksLikeSvg, type ImageKind } from '../files/imageSize';

// Theme images (issue 32): a hero image and a logo, taken by their content (PNG, JPEG or WebP, whatever the file's name
// or type says), never SVG (a document that can run scripts where it is shown). Each is named by its bytes' SHA-256,
// so one image uploaded twice is stored once, and its address never serves other bytes (cached for a year).

export type ThemeAssetUse = 'hero' | 'logo';

/** How big each use's file and picture may be: a hero fills the page's width, a logo sits in the navbar. */
export const THEME_ASSET_LIMITS: Record<ThemeAssetUse, { maxBytes: number; minWidth: number; minHeight: number; maxSide: number }> = {
  hero: { maxBytes: 2 * 1024 * 1024, minWidth: 1024, minHeight: 256, maxSide: 6000 },
  logo: { maxBytes: 512 * 1024, minWidth: 16, minHeight: 16, maxSide: 2000 },
};

const TYPES: Record<ImageKind, { contentType: string; extension: string }> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

const asset = (row: { id: string; content_type: string; width: number; height: number }): ThemeAsset => ({
  id: row.id, url: themeAssetUrl(row.id), contentType: row.content_type, width: row.width, height: row.height,
});

/**
 * Stores an uploaded theme image for the editor's company, or refuses it: SVG (by its content or its name), anything
 * that is not a PNG, JPEG or WebP with a readable size, a file larger than the use allows (`truncated`: the upload
 * was cut at the limit), a picture smaller or larger than the use needs. The same image again is the same asset.
 */
export async function storeThemeAsset(db: Db, editor: Candidate, use: ThemeAssetUse, upload: { bytes: Buffer; name: string; truncated: boolean }, now: Date): Promise<ThemeAsset> {
  const limits = THEME_ASSET_LIMITS[use];
  if (upload.truncated || upload.bytes.length > limits.maxBytes) {
    throw tooLarge('file_too_large', said('server.theme.imageTooLarge', { maxKb: Math.floor(limits.maxBytes / 1024), use }));
  }
  if (looksLikeSvg(upload.bytes) || /\.svgz?$/i.test(upload.name)) throw unsupported('svg_refused', said('server.theme.svgRefused'));
  const kind = imageKindOf(upload.bytes);
  const size = kind ? imageSize(upload.bytes, kind) : null;
  if (!kind || !size) throw unsupported('not_an_image', said('server.theme.notAnImage'));
  if (size.width < limits.minWidth || size.height < limits.minHeight || size.width > limits.maxSide || size.height > limits.maxSide) {
    throw ruleBroken('image_size', said('server.theme.imageSize', { ...size, use, minWidth: limits.minWidth, minHeight: limits.minHeight, maxSide: limits.maxSide }));
  }
  const { contentType, extension } = TYPES[kind];
  const id = `${createHash('sha256').update(upload.bytes).digest('hex')}.${extension}`;
  const row = {
    domain: editor.domain, id, content: upload.bytes, content_type: contentType, size: upload.bytes.length, width: size.width, height: size.height,
    uploaded_by: editor.email, created_at: now.toISOString(),
  };
  // The same bytes again: the stored row stands (its id is its content).
  await db.insertInto('theme_assets').values(row).onConflict((oc) => oc.columns(['domain', 'id']).doNothing()).execute();
  return asset(row);
}

/** An image this company uploaded, to serve; another company's or an unknown id: null (404). */
export async function readThemeAsset(db: Db, domain: string, id: string): Promise<{ content: Buffer; contentType: string; size: number } | null> {
  const row = await db.selectFrom('theme_assets').select(['content', 'content_type', 'size']).where('domain', '=', domain).where('id', '=', id).executeTakeFirst();
  return row ? { content: Buffer.from(row.content), contentType: row.content_type, size: row.size } : null;
}
