/**
 * Numeric settings of a bench from the environment. A value that is not a number in range is collected
 * (the fallback is used meanwhile) and reported when the bench runs, not when bench.mjs imports its file.
 *
 * @example
 * const settings = benchSettings('soak');
 * const SECONDS = settings.num('SOAK_SECONDS', 600, 10, 86400);
 * // in the bench's main: if (settings.reportErrors()) return 2;
 */
export function benchSettings(benchName, env = process.env) {
  const errors = [];
  return {
    errors,
    num(name, fallback, min, max) {
      const raw = env[name];
      const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
      if (Number.isFinite(value) && value >= min && value <= max) return value;
      errors.push(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    },
    /** Prints each bad setting on stderr; true when there was one (the bench then stops with 2). */
    reportErrors() {
      for (const message of errors) console.error(`${benchName}: ${message}`);
      return errors.length > 0;
    },
  };
}
