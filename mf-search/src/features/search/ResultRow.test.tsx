import { screen } from '@testing-library/react';
import { clickLink, renderWithProviders } from '@careers/shared/testing';
import { makePosition } from '../../testing/searchFixtures';
import { ResultRow } from './ResultRow';

function renderRow() {
  const onSelect = jest.fn();
  renderWithProviders(
    <ul>
      <ResultRow position={makePosition(3, { name: 'Data Engineer' })} selected={false} saved={false} onSelect={onSelect} />
    </ul>,
  );
  return { onSelect, link: screen.getByRole('link', { name: 'Data Engineer' }) };
}

test('a plain click on a result selects the position in the page instead of following the link', () => {
  const { onSelect, link } = renderRow();
  expect(clickLink(link)).toBe(true);
  expect(onSelect).toHaveBeenCalledTimes(1);
});

test.each([
  ['Ctrl', { ctrlKey: true }],
  ['Cmd', { metaKey: true }],
  ['Shift', { shiftKey: true }],
  ['Alt', { altKey: true }],
  ['the middle button', { button: 1 }],
])('a click with %s opens the job page the browser way (tab, window, download): no selection here', (_name, init) => {
  const { onSelect, link } = renderRow();
  expect(clickLink(link, init)).toBe(false);
  expect(onSelect).not.toHaveBeenCalled();
});

test('a click another handler has already handled does not select the position as well', () => {
  const { onSelect, link } = renderRow();
  clickLink(link, {}, { handledBefore: true });
  expect(onSelect).not.toHaveBeenCalled();
});
