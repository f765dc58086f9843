import { announceNotReadyPresses } from './announceNotReadyPresses';
import { markNotLoaded } from './markNotLoaded';
import { NOT_READY_REGION_ID } from './notReadyMarks';

const WORDS = 'Getting ready, one moment';
const FAILED = "This part of the page didn't load: try Retry below the results";
const FALLBACK = "This part of the page didn't load";

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <div id="slot">
      <div data-not-loaded="${FAILED}">
        <button id="map" aria-disabled="true" data-not-ready="${WORDS}" aria-description="${WORDS}">Map</button>
        <form data-not-ready="${WORDS}"><button id="apply" type="button">Apply filters</button></form>
      </div>
      <button id="outside" aria-disabled="true" data-not-ready="${WORDS}" aria-description="${WORDS}">Job cart</button>
    </div>
    <button id="other" aria-disabled="true" data-not-ready="${WORDS}" aria-description="${WORDS}">Another remote's</button>`;
});
afterEach(() => jest.useRealTimers());

const byId = (id: string) => document.getElementById(id) as HTMLElement;

test("once its remote failed, a drawn control no longer promises to be ready: it says the part didn't load, and where to go", () => {
  const stop = announceNotReadyPresses(document);
  markNotLoaded(byId('slot'), FALLBACK);
  expect(byId('map')).toHaveAttribute('data-not-ready', FAILED);
  expect(byId('map')).toHaveAccessibleDescription(FAILED);
  expect(byId('apply').closest('form')).toHaveAttribute('data-not-ready', FAILED);
  // A press says it too (the shell's listener reads the same attribute).
  byId('map').click();
  jest.advanceTimersByTime(100);
  expect(byId(NOT_READY_REGION_ID)).toHaveTextContent(FAILED);
  stop();
});

test('a control the page drew no words for says the fallback; controls outside the failed slot keep theirs', () => {
  markNotLoaded(byId('slot'), FALLBACK);
  expect(byId('outside')).toHaveAccessibleDescription(FALLBACK);
  expect(byId('other')).toHaveAccessibleDescription(WORDS);
});

test('Retry puts the words back: the remote is loading again', () => {
  const restore = markNotLoaded(byId('slot'), FALLBACK);
  restore();
  for (const id of ['map', 'outside']) {
    expect(byId(id)).toHaveAttribute('data-not-ready', WORDS);
    expect(byId(id)).toHaveAccessibleDescription(WORDS);
  }
  expect(byId('apply').closest('form')).toHaveAttribute('data-not-ready', WORDS);
});
