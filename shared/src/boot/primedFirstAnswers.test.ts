import { writeFirstAnswersBlock as block } from '@careers/shared/testing';
import { primedFirstAnswers } from './primedFirstAnswers';

const OFFERS = { offers: [{ id: 7, position: { name: 'Data Engineer' } }] };
beforeEach(() => block(JSON.stringify({ domain: 'demo.test', pathname: '/careers/offer/7', answers: { '/api/offer/offers': OFFERS } })));

test("the page's block is read on the first question and answers every render of the page it was drawn for", () => {
  const primed = primedFirstAnswers();
  expect(primed.answer('/api/offer/offers', 'demo.test', '/careers/offer/7')).toEqual(OFFERS);
  // Read once: the block leaving the page (the shell replacing the head) changes nothing for the hydrating renders.
  document.getElementById('careers-first-answers')?.remove();
  expect(primed.answer('/api/offer/offers', 'demo.test', '/careers/offer/7')).toEqual(OFFERS);
  expect(primed.has('demo.test', '/careers/offer/7')).toBe(true);
});

test("another company's or another page's render finds nothing", () => {
  const primed = primedFirstAnswers();
  expect(primed.answer('/api/offer/offers', 'other.test', '/careers/offer/7')).toBeUndefined();
  expect(primed.answer('/api/offer/offers', 'demo.test', '/careers/offers')).toBeUndefined();
  expect(primed.has('demo.test', '/careers/offers')).toBe(false);
});

test('once forgotten (the remote unmounted), a later visit asks the server; each store forgets only its own', () => {
  const offers = primedFirstAnswers();
  const lists = primedFirstAnswers();
  offers.forget();
  expect(offers.answer('/api/offer/offers', 'demo.test', '/careers/offer/7')).toBeUndefined();
  expect(lists.answer('/api/offer/offers', 'demo.test', '/careers/offer/7')).toEqual(OFFERS);
});

test('primed answers (the server renderer) win over the page, until cleared; a block that does not parse or holds no answers gives none', () => {
  block('{"domain": "demo.test", ');
  const primed = primedFirstAnswers();
  primed.prime({ domain: 'demo.test', pathname: '/careers/dashboard', answers: { '/api/pcsx/dashboard/nudges': { data: { nudges: [] } } } });
  expect(primed.answer('/api/pcsx/dashboard/nudges', 'demo.test', '/careers/dashboard')).toEqual({ data: { nudges: [] } });
  primed.prime(null);
  expect(primed.has('demo.test', '/careers/dashboard')).toBe(false);
  expect(primedFirstAnswers().has('demo.test', '/careers/offer/7')).toBe(false);
  block(JSON.stringify({ domain: 'demo.test', pathname: '/careers/dashboard', answers: {} }));
  expect(primedFirstAnswers().has('demo.test', '/careers/dashboard')).toBe(false);
});
