import { CLUSTER_ICON_SIZES } from './mapConstants';

/** Icon colours: on-site and remote places differ; the selected place is dark so it stands out from both. */
export const MARKER_COLORS = { onsite: '#0b5cb5', remote: '#1a7335', selected: '#1d2330', text: '#ffffff' } as const;
export type MarkerColor = keyof Omit<typeof MARKER_COLORS, 'text'>;

/** Pin (style 4) size in CSS pixels. */
export const PIN_SIZE = { width: 28, height: 40 } as const;

// Icons are drawn at twice their size and scaled by half: sharp on high-density screens.
export const ICON_SCALE = 0.5;

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Cluster circle of style 1, 2 or 3: a solid disc inside a translucent halo of the spec's icon size. */
export function clusterIconUrl(style: 1 | 2 | 3, color: MarkerColor): string {
  const size = CLUSTER_ICON_SIZES[style] / ICON_SCALE;
  const c = size / 2;
  const fill = MARKER_COLORS[color];
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<circle cx="${c}" cy="${c}" r="${c}" fill="${fill}" fill-opacity="0.18"/>` +
      `<circle cx="${c}" cy="${c}" r="${c * 0.78}" fill="${fill}" fill-opacity="0.32"/>` +
      `<circle cx="${c}" cy="${c}" r="${c * 0.56}" fill="${fill}" stroke="#ffffff" stroke-width="${size * 0.03}"/>` +
      '</svg>',
  );
}

/** A single job's pin (style 4), its tip on the place. */
export function pinIconUrl(color: MarkerColor): string {
  const w = PIN_SIZE.width / ICON_SCALE;
  const h = PIN_SIZE.height / ICON_SCALE;
  const r = w / 2;
  const shoulder = r + (h - r) * 0.35;
  const fill = MARKER_COLORS[color];
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<path d="M${r} ${h - 2}C${r} ${h - 2} 2 ${shoulder} 2 ${r}A${r - 2} ${r - 2} 0 0 1 ${w - 2} ${r}C${w - 2} ${shoulder} ${r} ${h - 2} ${r} ${h - 2}Z" fill="${fill}" stroke="#ffffff" stroke-width="3"/>` +
      `<circle cx="${r}" cy="${r}" r="${r * 0.36}" fill="#ffffff"/>` +
      '</svg>',
  );
}

/** The candidate's own position: a blue dot with a white ring and a soft halo. */
export function currentLocationIconUrl(): string {
  const size = 24 / ICON_SCALE;
  const c = size / 2;
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<circle cx="${c}" cy="${c}" r="${c}" fill="#1a73e8" fill-opacity="0.25"/>` +
      `<circle cx="${c}" cy="${c}" r="${c * 0.5}" fill="#1a73e8" stroke="#ffffff" stroke-width="${size * 0.1}"/>` +
      '</svg>',
  );
}
