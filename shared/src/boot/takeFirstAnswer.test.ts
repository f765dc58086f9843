import { writeFirstAnswersBlock } from '@careers/shared/testing';
import { forgetFirstAnswers, takeFirstAnswer } from './takeFirstAnswer';

const NUDGES = { data: { nudges: [{ id: 1, text: 'Finish your profile' }] } };

function writeBlock(text: string) {
  writeFirstAnswersBlock(text);
  forgetFirstAnswers();
}

beforeEach(() => {
  window.history.replaceState(null, '', '/careers/dashboard');
  writeBlock(JSON.stringify({ domain: 'demo.test', pathname: '/careers/dashboard', answers: { '/api/pcsx/dashboard/nudges': NUDGES } }));
});

test('an answer in the page is taken once; the next take finds none (the caller then asks the server)', async () => {
  await expect(takeFirstAnswer('/api/pcsx/dashboard/nudges', 'demo.test')).resolves.toEqual(NUDGES);
  expect(takeFirstAnswer('/api/pcsx/dashboard/nudges', 'demo.test')).toBeUndefined();
  expect(takeFirstAnswer('/api/pcsx/dashboard/events', 'demo.test')).toBeUndefined();
});

test("another company's or another page's take finds none", () => {
  expect(takeFirstAnswer('/api/pcsx/dashboard/nudges', 'other.test')).toBeUndefined();
  window.history.replaceState(null, '', '/careers/offers');
  expect(takeFirstAnswer('/api/pcsx/dashboard/nudges', 'demo.test')).toBeUndefined();
});

test('a page without the block, or with one that does not parse, has none to give', () => {
  writeBlock('{"domain": "demo.test", "pathname": ');
  expect(takeFirstAnswer('/api/pcsx/dashboard/nudges', 'demo.test')).toBeUndefined();
  document.getElementById('careers-first-answers')?.remove();
  forgetFirstAnswers();
  expect(takeFirstAnswer('/api/pcsx/dashboard/nudges', 'demo.test')).toBeUndefined();
});
