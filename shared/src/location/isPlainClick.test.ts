import { isPlainClick } from './isPlainClick';

/** Clicks a real link (attributes as given) with the given mouse event options and returns isPlainClick's answer. */
function clickOn(attributes: Record<string, string>, init: MouseEventInit = {}, { preventFirst = false } = {}): boolean {
  const link = document.createElement('a');
  link.href = '/careers/job/7';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  let answer: boolean | null = null;
  if (preventFirst) link.addEventListener('click', (event) => event.preventDefault());
  link.addEventListener('click', (event) => {
    answer = isPlainClick(event);
    // Keep jsdom from trying to follow the link.
    event.preventDefault();
  });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  link.remove();
  if (answer === null) throw new Error('the click handler did not run');
  return answer;
}

describe('isPlainClick', () => {
  it('is true for a primary-button click without modifiers on a link without target or download', () => {
    expect(clickOn({})).toBe(true);
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('leaves a click with %s to the browser', (key) => {
    expect(clickOn({}, { [key]: true })).toBe(false);
  });

  it('leaves a middle-button or secondary-button click to the browser', () => {
    expect(clickOn({}, { button: 1 })).toBe(false);
    expect(clickOn({}, { button: 2 })).toBe(false);
  });

  it('leaves a click another handler already handled (defaultPrevented)', () => {
    expect(clickOn({}, {}, { preventFirst: true })).toBe(false);
  });

  it('leaves a link that opens elsewhere (target other than _self) to the browser', () => {
    expect(clickOn({ target: '_blank' })).toBe(false);
    expect(clickOn({ target: 'results' })).toBe(false);
    expect(clickOn({ target: '_top' })).toBe(false);
    expect(clickOn({ target: '_self' })).toBe(true);
    expect(clickOn({ target: '_SELF' })).toBe(true);
    expect(clickOn({ target: '' })).toBe(true);
  });

  it('leaves a download link to the browser, with or without a file name', () => {
    expect(clickOn({ download: '' })).toBe(false);
    expect(clickOn({ download: 'offer.pdf' })).toBe(false);
  });

  it('answers for an event of React as well (its currentTarget is the link)', () => {
    const link = document.createElement('a');
    link.setAttribute('target', '_blank');
    const event = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, currentTarget: link };
    expect(isPlainClick(event)).toBe(false);
    expect(isPlainClick({ ...event, currentTarget: document.createElement('a') })).toBe(true);
  });
});
