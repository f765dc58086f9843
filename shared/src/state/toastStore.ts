import { defineStore } from './defineStore';

export type ToastKind = 'default' | 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** Auto-close delay; 0 keeps the toast until dismissed. */
  durationMs: number;
}

/** Auto-close delays from spec §9: 5 s by default, 15 s for long ones, 3 s for errors. */
export const TOAST_DURATIONS = { default: 5000, long: 15000, error: 3000 } as const;

export const toastStore = defineStore<{ toasts: Toast[] }>(() => ({ toasts: [] }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

/** Shows a toast and returns its id; it closes itself after `durationMs` (spec §9 defaults). */
export function showToast(toast: { kind: ToastKind; message: string; durationMs?: number }): string {
  const id = `toast-${++nextId}`;
  const durationMs =
    toast.durationMs ?? (toast.kind === 'error' ? TOAST_DURATIONS.error : TOAST_DURATIONS.default);
  toastStore.toasts.push({ id, kind: toast.kind, message: toast.message, durationMs });
  if (durationMs > 0 && Number.isFinite(durationMs)) timers.set(id, setTimeout(() => dismissToast(id), durationMs));
  return id;
}

/** Closes a toast now; unknown ids are ignored. */
export function dismissToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const index = toastStore.toasts.findIndex((toast) => toast.id === id);
  if (index !== -1) toastStore.toasts.splice(index, 1);
}
