import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@careers/shared/i18n';
import { mapItemOf } from './mapItems';
import type { MapTranslate } from './mapMessages';
import './mapMessages';
import { MarkerList } from './MarkerList';
import type { MapMarker } from './types';

const t = createI18n({ locale: 'en' }).t as MapTranslate;
const marker = (location: string, lat: number, lng: number, count: number): MapMarker => ({
  id: `onsite:${lat},${lng}`,
  latlong: { lat, lng },
  count,
  location,
  is_remote: false,
});
const berlin = mapItemOf([marker('Berlin, Germany', 52.52, 13.405, 12)], 'Map Location:::52.52,13.405', t);
const south = mapItemOf([marker('Munich, Germany', 48.1351, 11.582, 30), marker('Stuttgart, Germany', 48.7758, 9.1829, 4)], null, t);

function setup(hasCurrentLocation = false) {
  const onActivate = jest.fn();
  const onShowCurrentLocation = jest.fn();
  render(<MarkerList items={[south, berlin]} t={t} hasCurrentLocation={hasCurrentLocation} onActivate={onActivate} onShowCurrentLocation={onShowCurrentLocation} />);
  return { onActivate, onShowCurrentLocation };
}

describe('MarkerList', () => {
  it('lists what the map shows as buttons a keyboard can reach', async () => {
    const { onActivate } = setup();
    const list = screen.getByRole('list', { name: 'Places on the map' });
    expect(list).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '34 Jobs, click to expand: Munich, Stuttgart' })).toHaveFocus();
    await userEvent.tab();
    const place = screen.getByRole('button', { name: 'Berlin, Germany, 12 jobs' });
    expect(place).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith(berlin);
  });

  it('expands a cluster and keeps keyboard focus in the list', async () => {
    const { onActivate } = setup();
    await userEvent.click(screen.getByRole('button', { name: /^34 Jobs, click to expand/ }));
    expect(onActivate).toHaveBeenCalledWith(south);
    expect(screen.getByRole('list', { name: 'Places on the map' })).toHaveFocus();
  });

  it('marks the selected place as the current location', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Berlin, Germany, 12 jobs' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('button', { name: /^34 Jobs/ })).not.toHaveAttribute('aria-current');
  });

  it("offers the candidate's own position only when it is known", async () => {
    const { onShowCurrentLocation } = setup(true);
    await userEvent.click(screen.getByRole('button', { name: 'Your location' }));
    expect(onShowCurrentLocation).toHaveBeenCalledTimes(1);
  });

  it('has no location button without a position', () => {
    setup(false);
    expect(screen.queryByRole('button', { name: 'Your location' })).not.toBeInTheDocument();
  });
});
