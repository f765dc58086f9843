import type { Db } from '../../db/database';
import type { Domain } from '../domains';
import { FILTER_COLUMNS } from '../search/filters';
import { resolvePlace } from '../search/gazetteer';
import { parseLocation } from '../search/location';
import type { AppliedFilters } from '@careers/shared/contracts/search';
import { serverI18n, type ServerI18n } from '../../i18n/serverI18n';

// Words of the description that are ours, not the requester's: the server's catalogue's, in the mail's language.

/**
 * The values of `filters[key]` the company's own data knows (an option of its config, or a value of
 * one of its positions), as the search page labels them; anything else was typed by the requester
 * and is left out.
 */
async function knownLabels(db: Db, domain: Domain, key: string, values: string[]): Promise<string[]> {
  const labelMap = domain.settings.configs.pcsxConfig.searchOptionsMap[key]?.options?.labelMap ?? {};
  const labels = new Map<string, string>();
  for (const value of values) if (Object.hasOwn(labelMap, value)) labels.set(value, labelMap[value] as string);
  const rest = values.filter((v) => !labels.has(v));
  const column = FILTER_COLUMNS[key];
  if (rest.length && column && !column.flag) {
    if (column.column === 'skill') {
      const rows = await db.selectFrom('position_skills').select('skill').distinct().where('domain', '=', domain.id).where('skill', 'in', rest).execute();
      for (const row of rows) labels.set(row.skill, row.skill);
    } else {
      const name = column.column;
      // Places are labelled with the smallest location name of their positions, as the search page does.
      const rows = await db
        .selectFrom('positions')
        .select((eb) => [eb.ref(name).as('value'), eb.fn.min('location_name').as('place')])
        .where('domain', '=', domain.id)
        .where(name, 'in', rest)
        .groupBy(name)
        .execute();
      for (const row of rows) labels.set(String(row.value), column.placeLabel ? String(row.place) : String(row.value));
    }
  }
  return values.flatMap((v) => (labels.has(v) ? [labels.get(v) as string] : []));
}

/** The place of the search's location field in the gazetteer's words, or null for words it does not know. */
function placeLabel(location: string, { t }: ServerI18n): string | null {
  try {
    const scope = parseLocation(location, undefined, null);
    if (scope.kind === 'remote') return t('server.search.remote');
    if (scope.kind === 'box') return t('server.search.map');
    if (scope.kind === 'country') return scope.label;
    if (scope.kind === 'near') {
      // A label before coordinates is the requester's text: only a place the gazetteer knows is named.
      const place = resolvePlace(scope.label);
      return place?.kind === 'city' ? place.name : t('server.search.map');
    }
  } catch {
    // 'current location' without one, odd coordinates: nothing to name.
  }
  return null;
}

/**
 * Names a search without any of the requester's own words, for a message sent before the mailbox's
 * owner confirmed anything (issue 25): a stranger's query could be 'Visit http://evil.example now',
 * sent by the company's mail server to anyone. Only the company's labels of its filters and places the
 * gazetteer knows: 'Place: Berlin, Berlin, DE · Department: Engineering'; '' when nothing is left.
 */
export async function describeSearch(db: Db, domain: Domain, search: { location: string; filters: AppliedFilters }, locale = 'en'): Promise<string> {
  const parts: string[] = [];
  const i18n = serverI18n(locale);
  const place = search.location ? placeLabel(search.location, i18n) : null;
  if (place) parts.push(`${i18n.t('server.search.place')}: ${place}`);
  const options = domain.settings.configs.pcsxConfig.searchOptionsMap;
  for (const [key, values] of Object.entries(search.filters)) {
    const labels = await knownLabels(db, domain, key, values);
    if (labels.length) parts.push(`${options[key]?.displayName ?? key}: ${labels.join(', ')}`);
  }
  return parts.join(' · ');
}
