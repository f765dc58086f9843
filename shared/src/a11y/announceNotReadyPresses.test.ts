import { announceNotReadyPresses, NOT_READY_REGION_ID } from './announceNotReadyPresses';

const WORDS = 'Getting ready, one moment';
let stop: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <button id="remove" aria-disabled="true" data-not-ready="${WORDS}" aria-description="${WORDS}"><span id="label">Delete draft</span></button>
    <form data-not-ready="${WORDS}"><button id="add" type="button">Add a position</button></form>
    <button id="ready">Search</button>
    <button id="busy" aria-disabled="true">Saving</button>`;
  stop = announceNotReadyPresses(document);
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

const press = (id: string) => (document.getElementById(id) as HTMLElement).click();
const regions = () => document.querySelectorAll('[aria-live="polite"]');
const said = () => {
  jest.advanceTimersByTime(100);
  return document.getElementById(NOT_READY_REGION_ID)?.textContent ?? null;
};

test("a press on a control that is not ready says 'Getting ready, one moment' through a polite status region", () => {
  expect(regions()).toHaveLength(0);
  (document.getElementById('label') as HTMLElement).click();
  expect(said()).toBe(WORDS);
  const region = document.getElementById(NOT_READY_REGION_ID) as HTMLElement;
  expect(region).toHaveAttribute('role', 'status');
  expect(region).toHaveAttribute('aria-live', 'polite');
});

test('one region for the page, emptied and filled again on every press, so a second press is heard too', () => {
  press('remove');
  expect(said()).toBe(WORDS);
  press('add');
  expect(document.getElementById(NOT_READY_REGION_ID)?.textContent).toBe('');
  expect(said()).toBe(WORDS);
  expect(regions()).toHaveLength(1);
});

test('nothing for a ready button, nor for one that is only busy with its own call', () => {
  press('ready');
  press('busy');
  expect(said()).toBeNull();
  expect(regions()).toHaveLength(0);
});

test('once stopped (or taken over: no control carries the words), a press says nothing', () => {
  stop();
  press('remove');
  expect(said()).toBeNull();
});
