import { act, screen } from '@testing-library/react';
import { oneSection, renderForm } from '../testing/renderForm';
import { FOOTER_HEIGHT_DEBOUNCE_MS } from './useFooterHeight';

// A ResizeObserver the test drives: jsdom has none and does not lay out.
const observers: Array<{ callback: ResizeObserverCallback; targets: Element[] }> = [];
class ResizeObserverStandIn {
  private readonly record: { callback: ResizeObserverCallback; targets: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.record = { callback, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.record.targets = [];
  }
}
/** What the browser does after a layout in which the footer bar got `height` px tall. */
const footerLaidOut = (footer: Element, height: number) =>
  act(() => {
    for (const record of observers.filter((o) => o.targets.includes(footer))) {
      const entry = { target: footer, borderBoxSize: [{ blockSize: height, inlineSize: 300 }] } as unknown as ResizeObserverEntry;
      record.callback([entry], {} as ResizeObserver);
    }
  });

const form = () => screen.getByRole('form', { name: 'Test form' });
const footerOf = () => screen.getByRole('button', { name: 'Submit' }).parentElement!;

beforeAll(() => Object.assign(globalThis, { ResizeObserver: ResizeObserverStandIn }));
afterAll(() => Reflect.deleteProperty(globalThis, 'ResizeObserver'));
afterEach(() => {
  observers.length = 0;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the sticky footer bar height', () => {
  it('is not read from the layout while the form starts (no forced synchronous layout before first paint)', () => {
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    renderForm({ definition: oneSection([{ name: 'last', label: 'Last field', type: 'text' }]) });
    expect(footerOf()).toBeInTheDocument();
    expect(offsetHeight).not.toHaveBeenCalled();
    expect(rect).not.toHaveBeenCalled();
  });

  it('keeps focused fields clear of the bar: its first laid-out height at once, later changes after 500 ms', () => {
    jest.useFakeTimers();
    renderForm({ definition: oneSection([{ name: 'last', label: 'Last field', type: 'text' }]) });
    footerLaidOut(footerOf(), 72);
    expect(form().style.getPropertyValue('--form-footer-height')).toBe('72px');

    footerLaidOut(footerOf(), 120);
    act(() => jest.advanceTimersByTime(FOOTER_HEIGHT_DEBOUNCE_MS - 1));
    expect(form().style.getPropertyValue('--form-footer-height')).toBe('72px');
    act(() => jest.advanceTimersByTime(1));
    expect(form().style.getPropertyValue('--form-footer-height')).toBe('120px');
  });

  it("is the page's too while the form is there: the page's scroll padding keeps it clear for a text area's caret", () => {
    const root = document.documentElement;
    const { unmount } = renderForm({ definition: oneSection([{ name: 'letter', label: 'Cover letter', type: 'textarea' }]) });
    footerLaidOut(footerOf(), 72);
    expect(root.style.getPropertyValue('--form-footer-height')).toBe('72px');
    unmount();
    expect(root.style.getPropertyValue('--form-footer-height')).toBe('');
  });
});
