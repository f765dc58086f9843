import { showToast } from '@careers/shared/state';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { currentLocationString } from './locationLabel';

/**
 * "Use my current location" (spec §4 Search): asks the browser where the visitor is and hands the search that place,
 * rounded to four decimals (about 11 m); a browser without geolocation, a refusal or a timeout is said in a toast.
 */
export function useGeolocationSearch(searchAt: (location: string) => void): () => void {
  const { t } = useSearchI18n();
  return () => {
    const fail = () => showToast({ kind: 'warning', message: t('search.location.unavailable') });
    if (!navigator.geolocation) return fail();
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => searchAt(currentLocationString(+coords.latitude.toFixed(4), +coords.longitude.toFixed(4))),
      fail,
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
}
