import { createI18n } from '@careers/shared/i18n';
import './dashboardMessages';
import { offerTimeLine } from './offerTimeLine';

const { t } = createI18n({ locale: 'en' });
const now = new Date('2026-11-27T12:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();
const offer = (over: object) => ({ status: 'Extended', action_required: true, expires_at: at(5 * 24), updated_at: '2026-11-27T09:00:00.000Z', ...over });

test('an offer to act on counts down, plural-correct, beside its labelled date', () => {
  expect(offerTimeLine(offer({}), t, 'en-US', now)).toEqual({ countdown: 'Expires in 5 days', text: expect.stringMatching(/^Expires Dec 2, 2026$/) });
  expect(offerTimeLine(offer({ expires_at: at(20) }), t, 'en-US', now).countdown).toBe('Expires in 1 day');
  // Five hours left is still a day to decide, never '0 days'.
  expect(offerTimeLine(offer({ expires_at: at(5) }), t, 'en-US', now).countdown).toBe('Expires in 1 day');
});

test('other offers say what their date is', () => {
  expect(offerTimeLine(offer({ status: 'Accepted', action_required: false }), t, 'en-US', now)).toEqual({ countdown: null, text: 'Last updated Nov 27, 2026' });
  expect(offerTimeLine(offer({ status: 'Expired', action_required: false, expires_at: '2026-11-20T12:00:00.000Z' }), t, 'en-US', now)).toEqual({ countdown: null, text: 'Expired Nov 20, 2026' });
  expect(offerTimeLine(offer({ status: 'Declined', action_required: false, expires_at: null }), t, 'en-US', now).text).toBe('Last updated Nov 27, 2026');
});
