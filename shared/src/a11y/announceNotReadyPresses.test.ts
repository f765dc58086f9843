import { announceNotReadyPresses } from './announceNotReadyPresses';
import { NOT_READY_REGION_ID, NOT_READY_WORDS_KEPT_MS } from './notReadyMarks';

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

// User trial s18: the region kept 'Getting ready, one moment' for good, so a screen reader reading the page after the
// takeover still found it at the end of the body.
test('the words are taken out of the region a few seconds after they were said, and a later press says them again', () => {
  press('remove');
  expect(said()).toBe(WORDS);
  jest.advanceTimersByTime(NOT_READY_WORDS_KEPT_MS - 1);
  expect(document.getElementById(NOT_READY_REGION_ID)?.textContent).toBe(WORDS);
  jest.advanceTimersByTime(1);
  expect(document.getElementById(NOT_READY_REGION_ID)?.textContent).toBe('');
  press('add');
  expect(said()).toBe(WORDS);
});

test("the region the server drew is the one used, marked as the shell's so the server's early listener stands aside", () => {
  stop();
  const drawn = document.createElement('div');
  drawn.id = NOT_READY_REGION_ID;
  document.body.prepend(drawn);
  stop = announceNotReadyPresses(document);
  expect(drawn).toHaveAttribute('data-announcer', 'shell');
  press('remove');
  expect(said()).toBe(WORDS);
  expect(drawn).toHaveTextContent(WORDS);
  expect(document.querySelectorAll(`#${NOT_READY_REGION_ID}`)).toHaveLength(1);
});
