const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY, the site's date format (spec §4, §9), in the visitor's time zone. Empty for unreadable input. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** MM/DD/YYYY HH:MM (24-hour clock): when a draft was saved the same day, the time is what tells. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
