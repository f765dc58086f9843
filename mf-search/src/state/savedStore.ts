import { defineStore } from '@careers/shared/state';

/**
 * Saved flags the visitor changed on this page, by position id. They win over the flags in cached
 * search results and details, so every view of a position agrees right after a save.
 */
export const savedStore = defineStore<{ byId: Record<number, boolean> }>(() => ({ byId: {} }));

export function setSaved(id: number, saved: boolean): void {
  savedStore.byId[id] = saved;
}
