import type { MapItem } from './mapItems';
import { byJobsThenName } from './mapState';

test('the list of symbols puts most jobs first, then names in order', () => {
  const item = (label: string, count: number) => ({ label, count }) as MapItem;
  expect([item('Munich', 3), item('Berlin', 30), item('Austin', 3)].sort(byJobsThenName).map((i) => i.label)).toEqual(['Berlin', 'Austin', 'Munich']);
});
