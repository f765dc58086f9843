// Which offers the candidate has already opened on this browser, so the confetti of an offer page
// plays once per offer (spec §2 "remembered as visited"). localStorage, per company and offer id:
// it survives reloads and the next visit, and the widget on an intranet keeps its own memory (its
// origin's storage), which is fine for a celebration.

const KEY = 'careers.offers.visited';
/** Enough for any candidate's offers; the oldest entries go first. */
const MAX_REMEMBERED = 200;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    // Storage blocked (privacy mode, sandboxed frame) or garbled: nothing remembered.
    return [];
  }
}

const entry = (domain: string, offerId: number) => `${domain}:${offerId}`;

/** Remembers the offer as visited; returns whether this was the first visit. */
export function markVisited(domain: string, offerId: number): boolean {
  const visited = read();
  const id = entry(domain, offerId);
  if (visited.includes(id)) return false;
  try {
    localStorage.setItem(KEY, JSON.stringify([...visited, id].slice(-MAX_REMEMBERED)));
  } catch {
    // Not stored: the confetti may play again next time, which is harmless.
  }
  return true;
}
