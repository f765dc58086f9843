import { flipIfOffScreen } from './filterPopupPlacement';

// A filter pop-up hangs from its chip's starting edge; one that would run off the far edge of the screen opens back
// from the chip's other edge, in either direction of writing (issue 30: Arabic and Hebrew pages mirror).

function openPopup({ left, right, direction }: { left: number; right: number; direction: 'ltr' | 'rtl' }) {
  const details = document.createElement('details');
  const popup = document.createElement('fieldset');
  popup.style.direction = direction;
  details.append(popup);
  document.body.append(details);
  details.open = true;
  popup.getBoundingClientRect = () => ({ left, right, top: 0, bottom: 0, width: right - left, height: 0, x: left, y: 0, toJSON: () => ({}) });
  return { details, popup };
}

const flipped = (popup: HTMLElement) => [popup.style.getPropertyValue('inset-inline-start'), popup.style.getPropertyValue('inset-inline-end')];

beforeEach(() => {
  document.body.innerHTML = '';
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1000 });
});

test('left to right: a pop-up past the right edge opens back from the chip\'s right edge; one that fits stays', () => {
  const far = openPopup({ left: 800, right: 1100, direction: 'ltr' });
  flipIfOffScreen(far.details);
  expect(flipped(far.popup)).toEqual(['auto', '0']);
  const near = openPopup({ left: 100, right: 400, direction: 'ltr' });
  flipIfOffScreen(near.details);
  expect(flipped(near.popup)).toEqual(['', '']);
});

test('right to left: a pop-up past the left edge opens back from the chip\'s left edge; one that fits stays', () => {
  const far = openPopup({ left: -100, right: 200, direction: 'rtl' });
  flipIfOffScreen(far.details);
  expect(flipped(far.popup)).toEqual(['auto', '0']);
  // Past the right edge does not matter in this direction: the pop-up grows leftwards.
  const near = openPopup({ left: 700, right: 1000, direction: 'rtl' });
  flipIfOffScreen(near.details);
  expect(flipped(near.popup)).toEqual(['', '']);
});
