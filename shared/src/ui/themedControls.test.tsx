import { screen } from '@testing-library/react';
import { makeBootData, renderWithProviders, themedDocument } from '@careers/shared/testing';
import { applyButtonColours } from './applyButtonColours';
import { Button } from './Button';
import { cardSurface } from './cardSurface';
import { infoBarColours } from './infoBarColours';
import { systemUiButtonColours } from './systemUiButtonColours';
import { tabColours } from './tabColours';
import { twoStateStyles } from './twoStateStyles';

// The shared controls draw the company's published theme (issue 32); without one, what they drew before it.

const themed = (theme?: ReturnType<typeof themedDocument>) => ({ boot: makeBootData(theme ? { theme } : {}) });

describe('buttons', () => {
  test('every style in its section: colours and border', () => {
    const theme = themedDocument('default_buttons', { backgroundColour: '#fefefe', textColour: '#123456', borderColour: '#654321' });
    theme.sections.primary_buttons = { ...theme.sections.primary_buttons!, backgroundColour: '#3a0ca3', borderColour: '#3a0ca3' };
    theme.sections.system_ui_buttons = { ...theme.sections.system_ui_buttons!, backgroundColour: '#eeeeee', borderColour: '#333333' };
    renderWithProviders(
      <>
        <Button>Apply filters</Button>
        <Button variant="default">Remove</Button>
        <Button variant="systemUi">Close</Button>
      </>,
      themed(theme),
    );
    expect(screen.getByRole('button', { name: 'Apply filters' })).toHaveStyle({ background: '#3a0ca3', border: '1px solid #3a0ca3' });
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveStyle({ background: '#fefefe', color: '#123456', border: '1px solid #654321' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveStyle({ background: '#eeeeee', border: '1px solid #333333' });
  });

  test('default look: primary blue, secondary white with a blue border', () => {
    renderWithProviders(
      <>
        <Button>Save</Button>
        <Button variant="secondary">Cancel</Button>
      </>,
      themed(),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveStyle({ background: '#0b5cb5', color: '#ffffff', border: '1px solid #0b5cb5' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveStyle({ background: '#ffffff', color: '#0b5cb5', border: '1px solid #0b5cb5' });
  });
});

describe('cards', () => {
  test("a card in the theme's cards section", () => {
    renderWithProviders(<div data-testid="card" css={cardSurface} />, themed(themedDocument('cards', { backgroundColour: '#fffbea', textColour: '#202020', borderColour: '#c0a060', radius: 20 })));
    expect(screen.getByTestId('card')).toHaveStyle({ background: '#fffbea', color: '#202020', border: '1px solid #c0a060', borderRadius: '20px' });
  });

  test('default: white, light grey border, 8 px corners', () => {
    renderWithProviders(<div data-testid="card" css={cardSurface} />, themed());
    expect(screen.getByTestId('card')).toHaveStyle({ background: '#ffffff', border: '1px solid #d5dae1', borderRadius: '8px' });
  });
});

describe('toggles', () => {
  const toggles = (
    <>
      <button type="button" aria-pressed="true" css={twoStateStyles}>Saved</button>
      <button type="button" aria-pressed="false" css={twoStateStyles}>Save</button>
    </>
  );

  test("pressed and not pressed in the theme's two-state section", () => {
    renderWithProviders(toggles, themed(themedDocument('two_state_buttons', { onBackgroundColour: '#006d5b', onTextColour: '#ffffff', offBackgroundColour: '#f0fff8' })));
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveStyle({ background: '#006d5b', color: '#ffffff' });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveStyle({ background: '#f0fff8' });
  });

  test('default: the toggle keeps its own look (the helper adds nothing)', () => {
    renderWithProviders(toggles, themed());
    expect(screen.getByRole('button', { name: 'Saved' })).not.toHaveStyle({ background: '#0b5cb5' });
  });
});

test("tabs: the theme's colours and indicator; by default today's (transparent, the caller's text colour)", () => {
  renderWithProviders(
    <>
      <button type="button" css={(theme) => ({ borderBottom: '3px solid', ...tabColours(theme, true) })}>Active</button>
      <button type="button" css={(theme) => ({ borderBottom: '3px solid', ...tabColours(theme, false, '#1d2330') })}>Other</button>
    </>,
    themed(themedDocument('tabs', { backgroundColour: '#fafafa', textColour: '#444444', activeTextColour: '#7b2cbf', indicatorColour: '#7b2cbf' })),
  );
  expect(screen.getByRole('button', { name: 'Active' })).toHaveStyle({ color: '#7b2cbf', borderBottomColor: '#7b2cbf', background: '#fafafa' });
  expect(screen.getByRole('button', { name: 'Other' })).toHaveStyle({ color: '#444444', background: '#fafafa' });
});

test('tabs by default: the blue active tab, the others in the colour they had', () => {
  renderWithProviders(<button type="button" css={(theme) => tabColours(theme, false, '#1d2330')}>Other</button>, themed());
  expect(screen.getByRole('button', { name: 'Other' })).toHaveStyle({ color: '#1d2330', background: 'transparent' });
});

test("the apply button in the theme's apply button section", () => {
  renderWithProviders(<a href="/careers/apply?pid=1" css={applyButtonColours}>Apply</a>, themed(themedDocument('apply_button', { backgroundColour: '#d00000', textColour: '#ffffff' })));
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveStyle({ background: '#d00000', color: '#ffffff' });
});

test("a dialog's × in the system UI section once the company changes it, bare until then", () => {
  const close = <button type="button" css={(theme) => ({ background: 'transparent', ...systemUiButtonColours(theme) })}>Close</button>;
  const { unmount } = renderWithProviders(close, themed());
  expect(screen.getByRole('button', { name: 'Close' })).toHaveStyle({ background: 'transparent' });
  unmount();
  renderWithProviders(close, themed(themedDocument('system_ui_buttons', { backgroundColour: '#202020', textColour: '#ffffff' })));
  expect(screen.getByRole('button', { name: 'Close' })).toHaveStyle({ background: '#202020', color: '#ffffff' });
});

test("an information bar in the theme's info bar section once the company changes it, its grey surface until then", () => {
  const bar = <p role="note" css={(theme) => ({ background: '#f5f7fa', ...infoBarColours(theme) })}>Sending this form needs JavaScript.</p>;
  const { unmount } = renderWithProviders(bar, themed());
  expect(screen.getByRole('note')).toHaveStyle({ background: '#f5f7fa' });
  unmount();
  renderWithProviders(bar, themed(themedDocument('info_bar', { backgroundColour: '#fff3bf', textColour: '#3d2e00' })));
  expect(screen.getByRole('note')).toHaveStyle({ background: '#fff3bf', color: '#3d2e00' });
});
