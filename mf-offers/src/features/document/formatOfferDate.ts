const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the offers pages show it: MM/DD/YYYY (spec §9), in the visitor's time zone. */
export function formatOfferDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}
