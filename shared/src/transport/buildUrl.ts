import type { QueryValue } from './types';

/** Joins base, path and query; arrays become repeated keys, undefined and null are skipped. */
export function buildUrl(baseUrl: string, path: string, params: Record<string, QueryValue> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  const url = `${baseUrl}${path}`;
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
