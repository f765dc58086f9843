import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDefinition, renderForm } from '../testing/renderForm';
import { scrollProgress } from './scrollProgress';

const stepperForm = makeDefinition(
  [
    {
      id: 'about', title: 'About you',
      items: [
        { name: 'first', label: 'First name', type: 'text', required: true },
        { name: 'nick', label: 'Nickname', type: 'text', newItem: true },
      ],
    },
    {
      id: 'work', title: 'Work',
      items: [
        { name: 'company', label: 'Company', type: 'text' },
        { name: 'years', label: 'Years', type: 'number', required: true, rules: [{ type: 'minValue', value: 0 }], newItem: true },
        { name: 'role', label: 'Role', type: 'text', required: true, newItem: true },
      ],
    },
    { id: 'extra', title: 'Extra', items: [{ name: 'note', label: 'Note', type: 'textarea' }] },
  ],
  { layout: 'stepper' },
);

const steps = () => within(screen.getByRole('navigation', { name: 'Form steps' }));
// jsdom does not lay out or scroll: the page's scroll position and height as the scroll spy reads them.
const scrollTo = (y: number, pageHeight = 10_000) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: pageHeight, configurable: true });
};
afterEach(() => scrollTo(0, 0));
const step = (title: RegExp) => steps().getByRole('button', { name: title });

describe('stepper layout', () => {
  it('lists the steps as a keyboard-usable list with the first one current', () => {
    renderForm({ definition: stepperForm });
    const list = steps().getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(step(/About you/)).toHaveAttribute('aria-current', 'step');
  });

  it('shows new-question counts at once and error counts only after a touch or a submit', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: stepperForm });
    expect(step(/About you/)).toHaveTextContent('1 new question');
    expect(step(/Work/)).toHaveTextContent('2 new questions');
    expect(screen.queryByText(/errors? found/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'First name' }));
    await user.tab();
    expect(step(/About you/)).toHaveTextContent('1 error found');
    expect(step(/Work/)).not.toHaveTextContent(/found/);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(step(/Work/)).toHaveTextContent('2 errors found'));
    expect(step(/Extra/)).not.toHaveTextContent(/found/);
  });

  it('clicking a step focuses the first invalid field of its section, else its first input', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: stepperForm });
    await user.type(screen.getByRole('spinbutton', { name: 'Years' }), '-1');
    await user.click(step(/Work/));
    expect(screen.getByRole('spinbutton', { name: 'Years' })).toHaveFocus();
    expect(step(/Work/)).toHaveAttribute('aria-current', 'step');

    await user.click(step(/Extra/));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('Home and End jump to the first and last step', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: stepperForm });
    step(/Work/).focus();
    await user.keyboard('{End}');
    expect(step(/Extra/)).toHaveFocus();
    expect(step(/Extra/)).toHaveAttribute('aria-current', 'step');
    await user.keyboard('{Home}');
    expect(step(/About you/)).toHaveFocus();
    expect(step(/About you/)).toHaveAttribute('aria-current', 'step');
    await user.keyboard('{ArrowDown}');
    expect(step(/Work/)).toHaveFocus();
  });

  it('activates the step scrolled into view, except within 1 s of a manual choice', async () => {
    jest.useFakeTimers();
    scrollTo(900);
    try {
      renderForm({ definition: stepperForm });
      const tops: Record<string, number> = { about: -900, work: -100, extra: 700 };
      const sections = document.querySelectorAll<HTMLElement>('section[data-section]');
      sections.forEach((section) => {
        section.getBoundingClientRect = () => ({ top: tops[section.dataset.section!] } as DOMRect);
      });
      fireEvent.click(step(/Extra/));
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(60));
      expect(step(/Extra/)).toHaveAttribute('aria-current', 'step');
      // When the second is over, the section at the top of the window decides (Extra never reached it).
      act(() => jest.advanceTimersByTime(939));
      expect(step(/Extra/)).toHaveAttribute('aria-current', 'step');
      act(() => jest.advanceTimersByTime(1));
      expect(step(/Work/)).toHaveAttribute('aria-current', 'step');
    } finally {
      jest.useRealTimers();
    }
  });

  it('makes the last step active once the page is scrolled to the bottom, even when its top never reaches the line', () => {
    jest.useFakeTimers();
    scrollTo(1500, 1500 + window.innerHeight);
    try {
      renderForm({ definition: stepperForm });
      const tops: Record<string, number> = { about: -1400, work: -600, extra: window.innerHeight - 200 };
      document.querySelectorAll<HTMLElement>('section[data-section]').forEach((section) => {
        section.getBoundingClientRect = () => ({ top: tops[section.dataset.section!] } as DOMRect);
      });
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(50));
      expect(step(/Extra/)).toHaveAttribute('aria-current', 'step');
      // One screen up, the line decides again.
      scrollTo(1500 - window.innerHeight, 1500 + window.innerHeight);
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(50));
      expect(step(/Work/)).toHaveAttribute('aria-current', 'step');
    } finally {
      jest.useRealTimers();
    }
  });

  // Section boxes as the window shows them (jsdom lays nothing out).
  const placeSections = (boxes: Record<string, { top: number; height: number }>) =>
    document.querySelectorAll<HTMLElement>('section[data-section]').forEach((section) => {
      section.getBoundingClientRect = () => {
        const { top, height } = boxes[section.dataset.section!]!;
        return { top, height, bottom: top + height } as DOMRect;
      };
    });

  it('scrolling within 1 s of a step click is followed once the second is over', () => {
    jest.useFakeTimers();
    scrollTo(100);
    try {
      renderForm({ definition: stepperForm });
      placeSections({ about: { top: -100, height: 800 }, work: { top: 700, height: 800 }, extra: { top: 1500, height: 800 } });
      fireEvent.click(step(/Work/));
      // The step's scroll lands, then the candidate scrolls on to Extra half a second after the click.
      act(() => jest.advanceTimersByTime(500));
      scrollTo(1700);
      placeSections({ about: { top: -1700, height: 800 }, work: { top: -900, height: 800 }, extra: { top: -100, height: 800 } });
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(60));
      expect(step(/Work/)).toHaveAttribute('aria-current', 'step');
      // No further scroll event comes: the spy looks again when the lock ends.
      act(() => jest.advanceTimersByTime(500));
      expect(step(/Extra/)).toHaveAttribute('aria-current', 'step');
    } finally {
      jest.useRealTimers();
    }
  });

  it('with short sections, the clicked step stays marked, not the one below it', () => {
    jest.useFakeTimers();
    scrollTo(800, 10_000);
    try {
      renderForm({ definition: stepperForm });
      // Work was scrolled to the top; its short body leaves Extra's top within the upper third.
      placeSections({ about: { top: -800, height: 776 }, work: { top: 24, height: 180 }, extra: { top: 204, height: 180 } });
      fireEvent.click(step(/Work/));
      act(() => jest.advanceTimersByTime(1100));
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(60));
      expect(step(/Work/)).toHaveAttribute('aria-current', 'step');
    } finally {
      jest.useRealTimers();
    }
  });

  it('at the bottom of the page, a clicked short step in view stays marked; scrolling there by hand marks the last', () => {
    jest.useFakeTimers();
    scrollTo(1500, 1500 + window.innerHeight);
    try {
      renderForm({ definition: stepperForm });
      // Neither Work nor Extra can reach the top: the page ends first.
      placeSections({ about: { top: -1400, height: 1800 }, work: { top: 400, height: 150 }, extra: { top: 550, height: 150 } });
      fireEvent.click(step(/Work/));
      act(() => jest.advanceTimersByTime(1100));
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(60));
      expect(step(/Work/)).toHaveAttribute('aria-current', 'step');

      // Scrolled up until Work leaves the window: the choice is over; back at the bottom the last step is current.
      scrollTo(200, 1500 + window.innerHeight);
      placeSections({ about: { top: -100, height: 1800 }, work: { top: 1700, height: 150 }, extra: { top: 1850, height: 150 } });
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(60));
      expect(step(/About you/)).toHaveAttribute('aria-current', 'step');
      scrollTo(1500, 1500 + window.innerHeight);
      placeSections({ about: { top: -1400, height: 1800 }, work: { top: 400, height: 150 }, extra: { top: 550, height: 150 } });
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(60));
      expect(step(/Extra/)).toHaveAttribute('aria-current', 'step');
    } finally {
      jest.useRealTimers();
    }
  });

  it('measures the active step and the progress when it appears, before any scrolling', () => {
    // Opened (or restored) 500 px down a form whose every section top has passed the line.
    scrollTo(500);
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -500, height: 1000 + window.innerHeight } as DOMRect);
    try {
      renderForm({ definition: stepperForm });
      expect(screen.getByRole('progressbar', { name: 'Form progress', hidden: true })).toHaveAttribute('aria-valuenow', '50');
      expect(step(/Extra/)).toHaveAttribute('aria-current', 'step');
    } finally {
      rect.mockRestore();
    }
  });

  it('drops steps whose questions are all hidden', async () => {
    const definition = makeDefinition(
      [
        { id: 'a', title: 'Start', items: [{ name: 'more', label: 'More?', type: 'checkboxItem' }] },
        { id: 'b', title: 'More', items: [{ name: 'detail', label: 'Detail', type: 'text', dependencies: ['more'], visibleWhen: { equals: true } }] },
      ],
      { layout: 'stepper' },
    );
    const user = userEvent.setup({ delay: null });
    renderForm({ definition });
    expect(steps().getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'More?' }));
    await waitFor(() => expect(steps().getAllByRole('listitem')).toHaveLength(2));
  });
});

describe('scrollProgress (phone progress bar)', () => {
  it.each([
    [0, 2000, 1000, 0],
    [-140, 2000, 1000, 10],
    [-500, 2000, 1000, 50],
    [-949, 2000, 1000, 90],
    [-951, 2000, 1000, 100],
    [-3000, 2000, 1000, 100],
    [300, 500, 1000, 100],
  ])('top %p, height %p, viewport %p → %p %%', (top, height, viewport, percent) => {
    expect(scrollProgress(top, height, viewport)).toBe(percent);
  });

  it('is shown as a progressbar', () => {
    // The top of a form three screens long.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0, height: 3 * window.innerHeight } as DOMRect);
    renderForm({ definition: stepperForm });
    // Hidden by a media query outside phones (jsdom matches none).
    expect(screen.getByRole('progressbar', { name: 'Form progress', hidden: true })).toHaveAttribute('aria-valuenow', '0');
    jest.restoreAllMocks();
  });
});
