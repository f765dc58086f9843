export interface ExternalErrorStore {
  get(name: string): string | undefined;
  all(): Record<string, string>;
  /** Replaces every external error (a server answer, or the `externalErrors` prop). */
  setAll(errors: Record<string, string> | undefined): void;
  /** Forgets one field's error once the candidate changed its answer. */
  clear(name: string): void;
  subscribe(listener: () => void): () => void;
}

/** Errors given from outside the form (a 422's `error.fields`), by field name, until the field changes. */
export function createExternalErrors(initial: Record<string, string> = {}): ExternalErrorStore {
  let errors: Record<string, string> = { ...initial };
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: (name) => errors[name],
    all: () => errors,
    setAll(next) {
      errors = { ...(next ?? {}) };
      notify();
    },
    clear(name) {
      if (!(name in errors)) return;
      const { [name]: _removed, ...rest } = errors;
      errors = rest;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
