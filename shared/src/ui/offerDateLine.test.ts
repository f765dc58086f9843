import { offerDateLine, type OfferDateText } from './offerDateLine';

const say = (text: OfferDateText, values: Record<string, string | number>) => `${text} ${values.count ?? values.date}`;
const date = (iso: string) => iso.slice(0, 10);
const now = new Date('2026-11-27T12:00:00.000Z');
const offer = { expires_at: '2026-12-02T12:00:00.000Z', updated_at: '2026-11-20T12:00:00.000Z' };

test('an offer to act on counts down beside its deadline; without a clock only the deadline shows', () => {
  expect(offerDateLine(offer, { expired: false, actionable: true }, say, date, now)).toEqual({ countdown: 'expiresIn 5', text: 'expiresOn 2026-12-02' });
  expect(offerDateLine(offer, { expired: false, actionable: true }, say, date, null)).toEqual({ countdown: null, text: 'expiresOn 2026-12-02' });
});

test('an expired offer says when it expired; a decided one, or one without a deadline, when it last changed', () => {
  expect(offerDateLine(offer, { expired: true, actionable: false }, say, date, now)).toEqual({ countdown: null, text: 'expired 2026-12-02' });
  expect(offerDateLine(offer, { expired: false, actionable: false }, say, date, now)).toEqual({ countdown: null, text: 'updated 2026-11-20' });
  expect(offerDateLine({ ...offer, expires_at: null }, { expired: false, actionable: true }, say, date, now)).toEqual({ countdown: null, text: 'updated 2026-11-20' });
});
