import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@careers/shared/i18n';
import { formatCurrency, formatNumber, formatRelativeDay, formatRelativeTime, displayName } from './formatNumber';
import { formatTime } from './formatDate';
import { useFormat } from './useFormat';

const NOW = new Date('2026-11-27T20:00:00Z');
/** Intl's text with its no-break spaces as spaces and its direction marks left out, so the expectations can be read. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

function Facts() {
  const f = useFormat();
  return (
    <ul>
      <li>{f.number(1234.5)}</li>
      <li>{f.currency(85000, 'USD')}</li>
      <li>{f.relativeTime(-1, 'day')}</li>
      <li>{f.relativeDay('2026-11-30T09:00:00Z', NOW)}</li>
      <li>{f.name('DE', 'region')}</li>
    </ul>
  );
}

const drawnIn = (locale: string) => {
  const { unmount } = render(
    <I18nProvider locale={locale}>
      <Facts />
    </I18nProvider>,
  );
  const texts = screen.getAllByRole('listitem').map((item) => plain(item.textContent));
  unmount();
  return texts;
};

test("numbers, money, relative times and names follow the page's locale: Spanish, Japanese, Arabic", () => {
  expect(drawnIn('es')).toEqual(['1234,5', '85.000 US$', 'ayer', 'dentro de 3 días', 'Alemania']);
  expect(drawnIn('ja')).toEqual(['1,234.5', '$85,000', '昨日', '3 日後', 'ドイツ']);
  // Arabic with the Latin digits CLDR gives it by default (its -u-nu-arab extension would give ١٬٢٣٤٫٥).
  expect(drawnIn('ar')).toEqual(['1,234.5', '85,000 US$', 'أمس', 'خلال 3 أيام', 'ألمانيا']);
  // English as it reads today.
  expect(drawnIn('en')).toEqual(['1,234.5', '$85,000', 'yesterday', 'in 3 days', 'Germany']);
});

test('relative days count calendar days in the zone given, forwards and backwards', () => {
  expect(formatRelativeDay('2026-11-28T01:00:00Z', 'en', { now: NOW, timeZone: 'UTC' })).toBe('tomorrow');
  expect(formatRelativeDay('2026-11-27T22:00:00Z', 'es', { now: NOW, timeZone: 'UTC' })).toBe('hoy');
  expect(formatRelativeDay('2026-11-25T09:00:00Z', 'es', { now: NOW, timeZone: 'UTC' })).toBe('anteayer');
  expect(formatRelativeDay('2026-11-24T09:00:00Z', 'es', { now: NOW, timeZone: 'UTC' })).toBe('hace 3 días');
  expect(formatRelativeDay('not a date', 'es', { now: NOW })).toBe('');
  expect(formatRelativeTime(2, 'hour', 'ja')).toBe('2 時間後');
});

test('times of day in the language’s own clock and money with cents only where it has them', () => {
  expect(plain(formatTime('2026-03-07T15:05:00Z', 'en', { timeZone: 'UTC' }))).toBe('3:05 PM');
  expect(formatTime('2026-03-07T15:05:00Z', 'es', { timeZone: 'UTC' })).toBe('15:05');
  expect(formatTime('2026-03-07T15:05:00Z', 'ja', { timeZone: 'UTC' })).toBe('15:05');
  expect(plain(formatCurrency(19.99, 'EUR', 'es'))).toBe('19,99 €');
  expect(formatCurrency(10, 'XYZ1', 'es')).toBe('10 XYZ1');
  expect(plain(formatNumber(0.25, 'ar', { style: 'percent' }))).toBe('25%');
  expect(displayName('fr', 'language', 'es')).toBe('francés');
  expect(displayName('DE', 'region', 'not a tag!')).toBe('Germany');
});
