import { tabKeyTarget } from './tabKeyTarget';

test('the arrows move to the next and previous tab and wrap around at the ends', () => {
  expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
  expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
  expect(tabKeyTarget('ArrowLeft', 1, 3)).toBe(0);
  expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
});

test('Home and End go to the first and last tab; other keys are left to the browser', () => {
  expect(tabKeyTarget('Home', 2, 3)).toBe(0);
  expect(tabKeyTarget('End', 0, 3)).toBe(2);
  expect(tabKeyTarget('Tab', 1, 3)).toBeNull();
  expect(tabKeyTarget('Enter', 1, 3)).toBeNull();
});

test('right to left the arrows follow the tabs as they are drawn: ArrowLeft is the next tab', () => {
  expect(tabKeyTarget('ArrowLeft', 0, 3, 'rtl')).toBe(1);
  expect(tabKeyTarget('ArrowLeft', 2, 3, 'rtl')).toBe(0);
  expect(tabKeyTarget('ArrowRight', 1, 3, 'rtl')).toBe(0);
  expect(tabKeyTarget('ArrowRight', 0, 3, 'rtl')).toBe(2);
  expect(tabKeyTarget('Home', 2, 3, 'rtl')).toBe(0);
});
