import { defineStore } from '@careers/shared/state';
import type { NotificationTab } from '../data/types';

/** Whether the bell's panel is open and which tab it shows. */
export const bellStore = defineStore(() => ({ open: false, tab: 'all' as NotificationTab }));

export function openBell(): void {
  bellStore.open = true;
}

export function closeBell(): void {
  bellStore.open = false;
}

export function selectTab(tab: NotificationTab): void {
  bellStore.tab = tab;
}
