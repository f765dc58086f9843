import { createI18n } from '@careers/shared/i18n';
import { formatDate } from '@careers/shared/ui';
import './dashboardMessages';
import { offerTimeLine } from './offerTimeLine';

const { t } = createI18n({ locale: 'en' });
// The offers' format, as the card draws it on the server and in the render that hydrates (the day in UTC).
const date = (iso: string) => formatDate(iso, 'en', { style: 'numeric', timeZone: 'UTC' });
const now = new Date('2026-11-27T12:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();
const offer = (over: object) => ({ status: 'Extended', action_required: true, expires_at: at(5 * 24), updated_at: '2026-11-27T09:00:00.000Z', ...over });

test('an offer to act on counts down, plural-correct, beside its labelled date (MM/DD/YYYY, as on the offers list)', () => {
  const open = { status: 'Extended', actionRequired: true };
  expect(offerTimeLine(offer({}), t, date, now)).toEqual({ ...open, countdown: 'Expires in 5 days', text: 'Expires 12/02/2026' });
  // Calendar days, as the date beside it reads (these run in UTC, as the date does): tomorrow morning is 1 day.
  expect(offerTimeLine(offer({ expires_at: at(20) }), t, date, now)).toEqual({ ...open, countdown: 'Expires in 1 day', text: 'Expires 11/28/2026' });
  // Later today is today, never '0 days'.
  expect(offerTimeLine(offer({ expires_at: at(5) }), t, date, now)).toEqual({ ...open, countdown: 'Expires today', text: 'Expires 11/27/2026' });
});

test("without the browser's clock (server, hydrating render): the date alone, the server's action_required deciding", () => {
  expect(offerTimeLine(offer({}), t, date, null)).toEqual({ status: 'Extended', actionRequired: true, countdown: null, text: 'Expires 12/02/2026' });
  const accepted = { status: 'Accepted', actionRequired: false, countdown: null, text: 'Last updated 11/27/2026' };
  expect(offerTimeLine(offer({ status: 'Accepted', action_required: false }), t, date, null)).toEqual(accepted);
  // A deadline the server's clock had not reached stays the server's word until the browser's clock is known.
  expect(offerTimeLine(offer({ expires_at: at(-1) }), t, date, null)).toMatchObject({ status: 'Extended', actionRequired: true, text: 'Expires 11/27/2026' });
});

test('other offers say what their date is', () => {
  expect(offerTimeLine(offer({ status: 'Accepted', action_required: false }), t, date, now)).toEqual({ status: 'Accepted', actionRequired: false, countdown: null, text: 'Last updated 11/27/2026' });
  const expired = { status: 'Expired', actionRequired: false, countdown: null, text: 'Expired 11/20/2026' };
  expect(offerTimeLine(offer({ status: 'Expired', action_required: false, expires_at: '2026-11-20T12:00:00.000Z' }), t, date, now)).toEqual(expired);
  expect(offerTimeLine(offer({ status: 'Declined', action_required: false, expires_at: null }), t, date, now).text).toBe('Last updated 11/27/2026');
  // Its deadline passed by the browser's clock (a page left open): shown as Expired, as spec §4 says an offer past its
  // deadline displays whatever its stored status, and no longer asking for action.
  expect(offerTimeLine(offer({ expires_at: at(-1) }), t, date, now)).toEqual({ status: 'Expired', actionRequired: false, countdown: null, text: 'Expired 11/27/2026' });
});
