import { resetStores } from '@careers/shared/state';
import { definePanelStore } from './definePanelStore';

it('opens and closes with its toggle, closes for good with close, and names its toggle and panel', () => {
  const panel = definePanelStore('kept-jobs');
  expect(panel.store.open).toBe(false);
  panel.toggle();
  expect(panel.store.open).toBe(true);
  panel.toggle();
  expect(panel.store.open).toBe(false);
  panel.toggle();
  panel.close();
  panel.close();
  expect(panel.store.open).toBe(false);
  expect([panel.toggleId, panel.panelId]).toEqual(['careers-kept-jobs-toggle', 'careers-kept-jobs-panel']);
});

it('is closed again after the tests reset the stores', () => {
  const panel = definePanelStore('kept-jobs');
  panel.toggle();
  resetStores();
  expect(panel.store.open).toBe(false);
});
