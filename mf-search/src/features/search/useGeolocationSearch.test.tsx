import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordShownToasts, renderWithProviders } from '@careers/shared/testing';
import { useGeolocationSearch } from './useGeolocationSearch';

// "Use my current location": the search gets the place the browser gives, or the visitor is told it is not available.
const shown = recordShownToasts();
const searchAt = jest.fn();
const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');

function UseMyLocation() {
  return (
    <button type="button" onClick={useGeolocationSearch(searchAt)}>
      Use my location
    </button>
  );
}

function giveGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

beforeEach(() => {
  shown.clear();
  searchAt.mockClear();
});
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'geolocation', original);
  else delete (navigator as { geolocation?: Geolocation }).geolocation;
});

test('searches at the place the browser gives, to four decimals', async () => {
  giveGeolocation({ getCurrentPosition: (found) => found({ coords: { latitude: 52.520008, longitude: 13.404954 } } as GeolocationPosition) });
  renderWithProviders(<UseMyLocation />);
  await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(searchAt).toHaveBeenCalledWith('current location:::52.52,13.405');
  expect(shown.list()).toEqual([]);
});

test('a refusal is said in a warning, and nothing is searched', async () => {
  giveGeolocation({ getCurrentPosition: (_found, failed) => failed?.({ code: 1 } as GeolocationPositionError) });
  renderWithProviders(<UseMyLocation />);
  await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(shown.list()).toEqual(['warning: Your location is not available. Type a city instead.']);
  expect(searchAt).not.toHaveBeenCalled();
});

test('a browser without geolocation says the same', async () => {
  giveGeolocation(undefined);
  renderWithProviders(<UseMyLocation />);
  await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(shown.list()).toEqual(['warning: Your location is not available. Type a city instead.']);
});
