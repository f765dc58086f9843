import { snapshot } from 'valtio/vanilla';
import { defineStore, resetStores } from './defineStore';

it('puts every store back as it was made: changed values, grown lists and objects, added keys', () => {
  const panel = defineStore(() => ({ open: false, tab: 'all' }));
  const list = defineStore<{ items: string[]; byId: Record<number, boolean>; extra?: number }>(() => ({ items: [], byId: {} }));
  panel.open = true;
  panel.tab = 'unread';
  list.items.push('a');
  list.byId[3] = true;
  list.extra = 1;

  resetStores();

  expect(snapshot(panel)).toEqual({ open: false, tab: 'all' });
  expect(snapshot(list)).toEqual({ items: [], byId: {} });
  expect('extra' in list).toBe(false);
});

it('gives each reset new objects, so what a test did to the old ones does not come back', () => {
  const list = defineStore(() => ({ items: [] as string[] }));
  const before = list.items;
  resetStores();
  before.push('left over');
  expect(snapshot(list).items).toEqual([]);
});
