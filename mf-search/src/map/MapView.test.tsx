import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@careers/shared/i18n';
import { englishShown, registeredTexts } from '@careers/shared/testing';
import MapView from './MapView';
import type { MapMarker, MapViewProps } from './types';

// The address of the country shapes comes from a webpack `?url` import, which jest cannot resolve.
// Tests never draw the map (jsdom has no canvas), so nothing is fetched from it.
jest.mock('./countriesUrl', () => ({ countriesUrl: '/countries-110m.json' }));

// jsdom has no ResizeObserver; ol/Map creates one for its container (STACK-NOTES).
class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStandIn });
});

const marker = (location: string, lat: number, lng: number, count: number, is_remote = false): MapMarker => ({
  id: `${is_remote ? 'remote' : 'onsite'}:${lat},${lng}`,
  latlong: { lat, lng },
  count,
  location,
  is_remote,
});
const berlin = marker('Berlin, Berlin, Germany', 52.52, 13.405, 12);
const munich = marker('Munich, Bavaria, Germany', 48.1351, 11.582, 30);
const austin = marker('Austin, Texas, United States', 30.2672, -97.7431, 1);

function setup(props: Partial<MapViewProps> = {}) {
  const handlers = { onSearchArea: jest.fn(), onMarkerSelect: jest.fn(), onClose: jest.fn() };
  const view = render(<MapView markers={[berlin, munich, austin]} tileUrl={null} currentLocation={null} {...handlers} {...props} />);
  return { ...handlers, ...view };
}

describe('MapView', () => {
  it('is a named region with a focusable map and labelled controls', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Map of jobs' });
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('application', { name: /^Map\. Arrow keys move the map/ })).toHaveAttribute('tabindex', '0');
    for (const name of ['Zoom in', 'Zoom out', 'Search this area', 'Close map']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('clusters nearby places at world scale and lists them by jobs', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Places on the map' });
    await waitFor(() => expect(list.querySelectorAll('button')).toHaveLength(2));
    const names = [...list.querySelectorAll('button')].map((b) => b.textContent);
    expect(names).toEqual(['42 Jobs, click to expand: Munich, Berlin', 'Austin, Texas, United States, 1 job']);
  });

  it('expands a cluster into its places, and a place selects its marker', async () => {
    const { onMarkerSelect } = setup();
    await userEvent.click(await screen.findByRole('button', { name: /^42 Jobs, click to expand/ }));
    const place = await screen.findByRole('button', { name: 'Berlin, Berlin, Germany, 12 jobs' });
    expect(screen.getByRole('button', { name: 'Munich, Bavaria, Germany, 30 jobs' })).toBeInTheDocument();
    // Austin is far outside the zoomed-in view.
    expect(screen.queryByRole('button', { name: /Austin/ })).not.toBeInTheDocument();
    await userEvent.click(place);
    expect(onMarkerSelect).toHaveBeenCalledWith(berlin);
  });

  it('searches the visible area as a Map Area inside the map bounds', async () => {
    const { onSearchArea } = setup();
    await userEvent.click(await screen.findByRole('button', { name: /^42 Jobs, click to expand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Search this area' }));
    expect(onSearchArea).toHaveBeenCalledTimes(1);
    const [south, west, north, east] = (onSearchArea.mock.calls[0][0] as string).replace('Map Area:::', '').split(',').map(Number) as number[];
    expect(onSearchArea.mock.calls[0][0]).toMatch(/^Map Area:::-?\d/);
    // The view around Berlin and Munich, nowhere near Austin.
    expect(south).toBeLessThanOrEqual(48.1351);
    expect(north).toBeGreaterThanOrEqual(52.52);
    expect(west).toBeLessThanOrEqual(11.582);
    expect(east).toBeGreaterThanOrEqual(13.405);
    expect(west).toBeGreaterThan(-97.7431);
  });

  it('zooms with its buttons and says when it cannot zoom further', async () => {
    setup({ markers: [berlin] });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    // One place: the map fits to it at the closest automatic zoom (6); 7 more steps reach 13.
    await screen.findByRole('button', { name: 'Berlin, Berlin, Germany, 12 jobs' });
    for (let step = 0; step < 7; step += 1) {
      expect(zoomIn).toHaveAttribute('aria-disabled', 'false');
      await userEvent.click(zoomIn);
    }
    await waitFor(() => expect(zoomIn).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows the selected place as current and offers the candidate position', async () => {
    setup({ markers: [berlin], selectedLocation: 'Map Location:::52.52,13.405', currentLocation: { lat: 52.5, lng: 13.4 } });
    expect(await screen.findByRole('button', { name: 'Berlin, Berlin, Germany, 12 jobs' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('button', { name: 'Your location' })).toBeInTheDocument();
  });

  it('re-fits to new results of a typed search but keeps the view after a map search', async () => {
    const paris = marker('Paris, Île-de-France, France', 48.8566, 2.3522, 75);
    const { rerender, ...handlers } = setup({ selectedLocation: 'Germany' });
    await userEvent.click(await screen.findByRole('button', { name: /^42 Jobs, click to expand/ }));
    await screen.findByRole('button', { name: 'Berlin, Berlin, Germany, 12 jobs' });
    const props = { tileUrl: null, currentLocation: null, ...handlers };
    // 'Search this area' answered: same view, Paris (outside it) stays out of the list.
    rerender(<MapView {...props} markers={[berlin, munich, paris]} selectedLocation="Map Area:::47,5,55,15" />);
    expect(await screen.findByRole('button', { name: 'Munich, Bavaria, Germany, 30 jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Paris/ })).not.toBeInTheDocument();
    // A typed search: the map shows all its results again.
    rerender(<MapView {...props} markers={[berlin, austin]} selectedLocation="" />);
    expect(await screen.findByRole('button', { name: 'Austin, Texas, United States, 1 job' })).toBeInTheDocument();
  });

  it('reopens a Map Area search on that area', async () => {
    setup({ selectedLocation: 'Map Area:::47,5,55,15' });
    await screen.findByRole('button', { name: /Munich|42 Jobs/ });
    expect(screen.queryByRole('button', { name: /Austin/ })).not.toBeInTheDocument();
  });

  it('says so when no marker is in view', async () => {
    setup({ selectedLocation: 'Map Area:::-40,-20,-30,-10' });
    expect(await screen.findByText('No jobs in this part of the map. Zoom out or move the map.')).toBeInTheDocument();
  });

  it('says so when there are no jobs to show', () => {
    setup({ markers: [] });
    expect(screen.getByText('No jobs to show on the map.')).toBeInTheDocument();
  });

  it('closes through its close button and has none without onClose', async () => {
    const { onClose, unmount } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Close map' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    setup({ onClose: undefined });
    expect(screen.queryByRole('button', { name: 'Close map' })).not.toBeInTheDocument();
  });
});

// Issue 30: the map's words follow the page's language; the map itself stays left to right in every language.
describe('MapView in Spanish', () => {
  it('names the map, its buttons and its places in Spanish, with no English left, and keeps its frame left to right', async () => {
    const handlers = { onSearchArea: jest.fn(), onMarkerSelect: jest.fn(), onClose: jest.fn() };
    render(
      <I18nProvider locale="es">
        <MapView markers={[berlin, munich, austin]} tileUrl={null} currentLocation={null} {...handlers} />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Mapa de empleos' })).toBeInTheDocument();
    const canvas = screen.getByRole('application', { name: /^Mapa\. Las flechas mueven el mapa/ });
    for (const name of ['Acercar', 'Alejar', 'Buscar en esta zona', 'Cerrar el mapa']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const list = await screen.findByRole('list', { name: 'Lugares del mapa' });
    await waitFor(() => expect(list.querySelectorAll('button')).toHaveLength(2));
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '42 empleos, haz clic para ampliar: Munich, Berlin',
      'Austin, Texas, United States, 1 empleo',
    ]);
    expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
    // The canvas and the buttons over it: left to right; the list of places follows the page.
    expect(canvas.parentElement).toHaveAttribute('dir', 'ltr');
    expect(list.closest('[dir]')).toBeNull();
  });
});
