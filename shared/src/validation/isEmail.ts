// Spec §5 General: the strict pattern allows letters, digits and ._%+- before the @, a dotted domain and a
// TLD of at least two letters; the loose one only needs something@something.something without spaces.
const STRICT = /^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}$/i;
const LOOSE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/i;

/** Whether `value` looks like an email address; `strict` uses the narrower of the two spec patterns. */
export function isEmail(value: string, { strict = false }: { strict?: boolean } = {}): boolean {
  return (strict ? STRICT : LOOSE).test(value);
}
