import { earlyNotReadyListener } from './earlyNotReadyListener';
import { NOT_READY_REGION_ID } from './notReadyMarks';

const WORDS = 'Getting ready, one moment';

// The page's start as the server sends it (server/src/views/notReadyRegion.ts), its inline script run as the browser would.
function drawPage() {
  document.body.innerHTML = `<div id="${NOT_READY_REGION_ID}" role="status" aria-live="polite"></div><script>${earlyNotReadyListener()}</script>
    <button id="early" aria-disabled="true" data-not-ready="${WORDS}">Save job</button>
    <form data-not-ready="${WORDS}"><button id="in-form" type="button">Submit application</button></form>
    <button id="ready">Search</button>`;
  const script = document.querySelector('script') as HTMLScriptElement;
  new Function(script.textContent ?? '')();
  return { region: document.getElementById(NOT_READY_REGION_ID) as HTMLElement };
}
const press = (id: string) => (document.getElementById(id) as HTMLElement).click();

let listeners: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]> = [];
beforeEach(() => {
  jest.useFakeTimers();
  // Each test draws the page again: take the previous page's listener away with it.
  const add = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options]);
    add(type, listener, options);
  });
});
afterEach(() => {
  for (const [type, listener, options] of listeners) document.removeEventListener(type, listener, options);
  listeners = [];
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('it hides the region from view (through the CSSOM: the CSP refuses style attributes) and leaves it empty', () => {
  const { region } = drawPage();
    expect(region.textContent).toBe('');
  expect(region.style.position).toBe('absolute');
  expect(region.style.width).toBe('1px');
});

// User trial s18: a press before the shell's script had run was silent; the shell's listener did not exist yet.
test("a press before the shell's script runs says the control's words, and they are taken out a few seconds later", () => {
  const { region } = drawPage();
  press('early');
  expect(region.textContent).toBe('');
  jest.advanceTimersByTime(100);
  expect(region.textContent).toBe(WORDS);
  jest.advanceTimersByTime(5000);
  expect(region.textContent).toBe('');
  press('in-form');
  jest.advanceTimersByTime(100);
  expect(region.textContent).toBe(WORDS);
});

test('nothing for a ready button; and once the shell has marked the region as its own, this listener stays quiet', () => {
  const { region } = drawPage();
  press('ready');
  jest.advanceTimersByTime(100);
  expect(region.textContent).toBe('');
  region.setAttribute('data-announcer', 'shell');
  press('early');
  jest.advanceTimersByTime(100);
  expect(region.textContent).toBe('');
});
