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
  return { onSelect, link: screen.getByRole('link', { name: 'Data Engineer, Berlin, Berlin, Germany' }) };
}

// A user trial (s24): three results read 'Software Engineer' to a screen reader, the same name in its list of
// links, told apart only by the place printed under them.
test.each([
  ['en', 'Remote'],
  ['es', 'Remoto'],
])('in %s each result link is named by its title and its place, so links of the same title differ', (locale, remote) => {
  renderWithProviders(
    <ul>
      <ResultRow position={makePosition(1, { name: 'Software Engineer', location: 'Berlin, Germany' })} selected={false} saved={false} onSelect={jest.fn()} />
      <ResultRow position={makePosition(2, { name: 'Software Engineer', location: 'Madrid, Spain' })} selected={false} saved={false} onSelect={jest.fn()} />
      <ResultRow position={makePosition(3, { name: 'Software Engineer', location: 'Lisbon, Portugal', is_remote: true })} selected={false} saved={false} onSelect={jest.fn()} />
    </ul>,
    { locale },
  );
  for (const name of ['Software Engineer, Berlin, Germany', 'Software Engineer, Madrid, Spain', `Software Engineer, Lisbon, Portugal, ${remote}`]) {
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  }
  // What sighted users read is unchanged: the title alone in the link, the place under it.
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Software Engineer', 'Software Engineer', 'Software Engineer']);
});

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
