import { showToast } from '@careers/shared/state';

/** Spec §8: 'Failed to load position details' is a 2 s toast (the toaster sits at the top centre). */
const DETAILS_TOAST_MS = 2000;

export function showDetailsFailedToast(t: (key: string) => string): void {
  showToast({ kind: 'error', message: t('details.failed'), durationMs: DETAILS_TOAST_MS });
}
