import type { DevEntry } from './DevEntry';

/**
 * The element the remote mounts into on a page the server drew: for a routed remote its slot in the slots
 * container (the server's own #careers-remotes when it drew the remote's page there, else a new one in <main>,
 * where the shell's SlotHost would put it), for a chrome remote the element `mountInto` names.
 */
export function devSlot(entry: Pick<DevEntry, 'remoteName' | 'mountInto'>, doc: Document = document): HTMLElement | null {
  if (entry.mountInto && entry.mountInto !== 'routes') return doc.querySelector<HTMLElement>(entry.mountInto);
  let slots = doc.getElementById('careers-remotes');
  if (!slots) {
    slots = doc.createElement('div');
    slots.id = 'careers-remotes';
    (doc.getElementById('main-content') ?? doc.getElementById('careers-root') ?? doc.body).appendChild(slots);
  }
  let slot = slots.querySelector<HTMLElement>(`[data-remote="${entry.remoteName}"]`);
  if (!slot) {
    slot = doc.createElement('div');
    slot.dataset.remote = entry.remoteName;
    slots.appendChild(slot);
  }
  return slot;
}
