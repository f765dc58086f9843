// Spec §5 General: the strict pattern allows letters, digits and ._%+- before the @, a dotted domain and a
// TLD of at least two letters; the loose one only needs something@something.something without spaces.
const STRICT = /^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}$/i;
// The loose one in two steps. As one pattern, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, both runs around the dot may
// hold dots, so a failing address tries every dot against every end: quadratic, seconds for 100 KB.
const LOOSE_PARTS = /^[^\s@]+@([^\s@]+)$/;

function isLooseEmail(value: string): boolean {
  const domain = LOOSE_PARTS.exec(value)?.[1];
  // A dot with something before and after it.
  return domain !== undefined && domain.slice(1, -1).includes('.');
}

/** Whether `value` looks like an email address; `strict` uses the narrower of the two spec patterns. */
export function isEmail(value: string, { strict = false }: { strict?: boolean } = {}): boolean {
  return strict ? STRICT.test(value) : isLooseEmail(value);
}
