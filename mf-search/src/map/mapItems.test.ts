import { createI18n } from '@careers/shared/i18n';
import { clusterStyleNumber } from './mapConstants';
import { mapItemOf } from './mapItems';
import type { MapTranslate } from './mapMessages';
import './mapMessages';
import type { MapMarker } from './types';

const t = createI18n({ locale: 'en' }).t as MapTranslate;
const marker = (location: string, lat: number, lng: number, count: number, is_remote = false): MapMarker => ({
  id: `${is_remote ? 'remote' : 'onsite'}:${lat},${lng}`,
  latlong: { lat, lng },
  count,
  location,
  is_remote,
});

describe('cluster style numbers (spec §9)', () => {
  it.each([
    [1, 4],
    [2, 1],
    [9, 1],
    [10, 2],
    [59, 2],
    [60, 3],
    [500, 3],
  ])('%i jobs → style %i', (count, style) => {
    expect(clusterStyleNumber(count)).toBe(style);
  });
});

describe('mapItemOf', () => {
  it('titles a cluster with its job total in the spec text', () => {
    const item = mapItemOf([marker('Berlin, Germany', 52.52, 13.405, 12), marker('Munich, Germany', 48.1351, 11.582, 30)], null, t);
    expect(item).toMatchObject({ kind: 'cluster', count: 42, styleNumber: 2, title: '42 Jobs, click to expand' });
    expect(item.label).toBe('42 Jobs, click to expand: Munich, Berlin');
  });

  it('names at most two places of a big cluster and counts the rest', () => {
    const item = mapItemOf(
      [marker('Berlin', 52.5, 13.4, 50), marker('Munich', 48.1, 11.6, 40), marker('Hamburg', 53.6, 10, 30), marker('Cologne', 50.9, 7, 20)],
      null,
      t,
    );
    expect(item).toMatchObject({ count: 140, styleNumber: 3 });
    expect(item.label).toBe('140 Jobs, click to expand: Berlin, Munich and 2 more');
  });

  it('treats markers at one point as one place, named and counted', () => {
    const item = mapItemOf([marker('Berlin, Germany', 52.52, 13.405, 2), marker('Berlin, Germany', 52.52, 13.405, 5, true)], null, t);
    expect(item).toMatchObject({ kind: 'place', count: 7, styleNumber: 1, label: 'Berlin, Germany, 7 jobs', title: 'Berlin, Germany, 7 jobs' });
    expect(item.markers[0]?.count).toBe(5);
  });

  it('gives a single job the pin style and says when places are remote', () => {
    expect(mapItemOf([marker('Austin, Texas', 30.27, -97.74, 1)], null, t)).toMatchObject({ styleNumber: 4, label: 'Austin, Texas, 1 job' });
    expect(mapItemOf([marker('Germany', 51.17, 10.45, 3, true)], null, t)).toMatchObject({ label: 'Germany, 3 remote jobs', allRemote: true });
  });

  it('marks the place the search is at as selected', () => {
    const berlin = marker('Berlin', 52.52, 13.405, 4);
    expect(mapItemOf([berlin], 'Map Location:::52.52,13.405', t).selected).toBe(true);
    expect(mapItemOf([berlin], 'Map Location:::48.1,11.6', t).selected).toBe(false);
  });
});
