import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careers/shared/testing';
import type { FilterDef } from '@careers/shared/contracts';
import { FilterPanel } from './FilterPanel';

const naming = { keys: ['skills', 'department'], displayNames: { skills: 'Skills' }, labelMaps: {}, commaInValues: false };
const skills: FilterDef = {
  filterName: 'skills',
  displayName: 'Skills',
  options: Array.from({ length: 200 }, (_, i) => ({ label: `Skill ${i + 1}`, value: `skill-${i + 1}`, count: 200 - i })),
};
const department: FilterDef = { filterName: 'department', displayName: 'department', options: [{ label: 'Sales', value: 'Sales', count: 3 }] };

test('a long option list has every option in the document, and says how many there are (trial s20 finding 2)', async () => {
  const onToggle = jest.fn();
  renderWithProviders(<FilterPanel filters={[skills, department]} naming={naming} selected={{ skills: ['gone'] }} canClear onToggle={onToggle} onClear={jest.fn()} />);
  await userEvent.click(screen.getByText('Skills, 1 selected'));
  // A screen reader's virtual cursor reaches what is in the document: all 200 skills and the chosen one
  // the results no longer count (still there to untick), not only the rows in view.
  const popup = screen.getByRole('group', { name: 'Skills' });
  expect(within(popup).getAllByRole('checkbox')).toHaveLength(201);
  expect(screen.getByRole('checkbox', { name: 'gone, 0 jobs' })).toBeChecked();
  // The count is seen, and heard with the box that narrows the list.
  expect(within(popup).getByRole('status')).toHaveTextContent('201 skills');
  expect(screen.getByRole('searchbox', { name: 'Filter skills' })).toHaveAccessibleDescription('201 skills');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Skill 150, 51 jobs' }));
  expect(onToggle).toHaveBeenCalledWith('skills', 'skill-150', true);
});

test('a filter the page has no words for is named by its display name, in English and Spanish (trial s20 finding 3)', async () => {
  const office: FilterDef = { filterName: 'office', displayName: 'Office', options: Array.from({ length: 12 }, (_, i) => ({ label: `Office ${i}`, value: `o${i}`, count: 1 })) };
  const officeNaming = { keys: ['office'], displayNames: { office: 'Office' }, labelMaps: {}, commaInValues: false };
  const { unmount } = renderWithProviders(<FilterPanel filters={[office]} naming={officeNaming} selected={{}} canClear={false} onToggle={jest.fn()} onClear={jest.fn()} />);
  await userEvent.click(screen.getByText('Office', { selector: 'summary' }));
  expect(screen.getByRole('status')).toHaveTextContent('12 options');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search in Office' }), 'office 1');
  expect(screen.getByRole('status')).toHaveTextContent(/^3 of 12 options$/);
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search in Office' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search in Office' }), 'zzzz');
  expect(screen.getByRole('status')).toHaveTextContent('Nothing in Office matches “zzzz”');
  unmount();
  renderWithProviders(<FilterPanel filters={[office]} naming={officeNaming} selected={{}} canClear={false} onToggle={jest.fn()} onClear={jest.fn()} />, { locale: 'es' });
  await userEvent.click(screen.getByText('Office', { selector: 'summary' }));
  expect(screen.getByRole('status')).toHaveTextContent('12 opciones');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en Office' }), 'office 1');
  expect(screen.getByRole('status')).toHaveTextContent(/^3 de 12 opciones$/);
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar en Office' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en Office' }), 'zzzz');
  expect(screen.getByRole('status')).toHaveTextContent('Nada en Office coincide con «zzzz»');
});

test('Clear filters shows only while a filter is chosen; map marker filters are not filters', () => {
  const markers: FilterDef = { filterName: 'latlong_remote', displayName: 'latlong_remote', options: [{ label: '3', value: 'Remote:::0,0', count: 3 }] };
  const { rerender } = renderWithProviders(<FilterPanel filters={[department, markers]} naming={naming} selected={{}} canClear={false} onToggle={jest.fn()} onClear={jest.fn()} />);
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  expect(screen.queryByText('latlong_remote')).not.toBeInTheDocument();
  rerender(<FilterPanel filters={[department, markers]} naming={naming} selected={{ department: ['Sales'] }} canClear onToggle={jest.fn()} onClear={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
});

test('with no filter definitions yet (the first search failed), chosen filters can still be unticked or cleared', async () => {
  const onToggle = jest.fn();
  renderWithProviders(<FilterPanel filters={[]} naming={naming} selected={{ skills: ['rust'] }} canClear onToggle={onToggle} onClear={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  await userEvent.click(screen.getByText('Skills, 1 selected'));
  await userEvent.click(screen.getByRole('checkbox', { name: 'rust, 0 jobs' }));
  expect(onToggle).toHaveBeenCalledWith('skills', 'rust', false);
});

test('an open filter closes when the keyboard leaves it', async () => {
  renderWithProviders(
    <>
      <FilterPanel filters={[department]} naming={naming} selected={{}} canClear={false} onToggle={jest.fn()} onClear={jest.fn()} />
      <button type="button">After</button>
    </>,
  );
  await userEvent.click(screen.getByText('department', { selector: 'summary' }));
  const popup = screen.getByText('department', { selector: 'summary' }).closest('details') as HTMLDetailsElement;
  expect(popup.open).toBe(true);
  await userEvent.tab();
  expect(screen.getByRole('checkbox', { name: 'Sales, 3 jobs' })).toHaveFocus();
  expect(popup.open).toBe(true);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  await waitFor(() => expect(popup.open).toBe(false));
});

test('focus moving within an open filter (a click on an option\'s words focuses the pop-up) keeps it open', async () => {
  renderWithProviders(
    <main tabIndex={-1}>
      <FilterPanel filters={[department]} naming={naming} selected={{}} canClear={false} onToggle={jest.fn()} onClear={jest.fn()} />
    </main>,
  );
  const summary = screen.getByText('department', { selector: 'summary' });
  await userEvent.click(summary);
  const popup = summary.closest('details') as HTMLDetailsElement;
  // What the browser does on a mouse-down on text: focus the nearest focusable ancestor.
  const group = screen.getByRole('group', { name: 'department' });
  group.focus();
  expect(group).toHaveFocus();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(popup.open).toBe(true);
});

describe('the Location filter lists every place and can be searched (issue 14 #7)', () => {
  const places = ['München, Bavaria, Germany', 'São Paulo, SP, Brazil', 'Berlin, Berlin, Germany', 'New York, NY, US'];
  const location: FilterDef = {
    filterName: 'location',
    displayName: 'Location',
    // 232 places, as the demo company has: more than the old cap of 200, all of them reachable.
    options: Array.from({ length: 232 }, (_, i) => {
      const label = places[i] ?? `Town ${i}, Region, Country`;
      return { label, value: label, count: 300 - i };
    }),
  };
  const locNaming = { keys: ['location'], displayNames: { location: 'Location' }, labelMaps: {}, commaInValues: false };

  test('typing narrows the places, ignoring case and accents; the count of matches is announced', async () => {
    const onToggle = jest.fn();
    renderWithProviders(<FilterPanel filters={[location]} naming={locNaming} selected={{}} canClear={false} onToggle={onToggle} onClear={jest.fn()} />);
    await userEvent.click(screen.getByText('Location', { selector: 'summary' }));
    const box = screen.getByRole('searchbox', { name: 'Filter locations' });
    expect(screen.getByRole('status')).toHaveTextContent('232 locations');
    await userEvent.type(box, 'munchen');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 of 232 locations$/);
    await userEvent.clear(box);
    // The last of the 232 places, beyond any cap and far down the list, is one word away.
    await userEvent.type(box, 'town 231');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Town 231, Region, Country, 69 jobs' }));
    expect(onToggle).toHaveBeenCalledWith('location', 'Town 231, Region, Country', true);
    await userEvent.clear(box);
    await userEvent.type(box, 'atlantis');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No location matches “atlantis”');
  });

  // User trial s21: a checkbox was heard as 'Engineering 49' (what is 49?) and the status after typing as '3 of 138',
  // while the one before typing said '138 locations'. The visible row stays the name and the number.
  test('an option is named with what its number counts, and the matches with their noun, in English and Spanish', async () => {
    const { unmount } = renderWithProviders(<FilterPanel filters={[location, department]} naming={locNaming} selected={{}} canClear={false} onToggle={jest.fn()} onClear={jest.fn()} />);
    await userEvent.click(screen.getByText('Location', { selector: 'summary' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter locations' }), 'germany');
    expect(screen.getByRole('status')).toHaveTextContent(/^2 of 232 locations$/);
    const berlin = screen.getByRole('checkbox', { name: 'Berlin, Berlin, Germany, 298 jobs' });
    expect(berlin.closest('label')).toHaveTextContent(/^Berlin, Berlin, Germany298$/);
    await userEvent.click(screen.getByText('department', { selector: 'summary' }));
    expect(screen.getByRole('checkbox', { name: 'Sales, 3 jobs' })).toBeInTheDocument();
    unmount();

    const one: FilterDef = { ...location, options: location.options.map((o, i) => (i === 0 ? { ...o, count: 1 } : o)) };
    renderWithProviders(<FilterPanel filters={[one]} naming={locNaming} selected={{}} canClear={false} onToggle={jest.fn()} onClear={jest.fn()} />, { locale: 'es' });
    await userEvent.click(screen.getByText('Location', { selector: 'summary' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar ubicaciones' }), 'germany');
    expect(screen.getByRole('status')).toHaveTextContent(/^2 de 232 ubicaciones$/);
    expect(screen.getByRole('checkbox', { name: 'München, Bavaria, Germany, 1 empleo' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Berlin, Berlin, Germany, 298 empleos' })).toBeInTheDocument();
  });

  test('ArrowDown goes from the box to the first match; a ticked place stays listed whatever is typed', async () => {
    renderWithProviders(<FilterPanel filters={[location]} naming={locNaming} selected={{ location: ['Berlin, Berlin, Germany'] }} canClear onToggle={jest.fn()} onClear={jest.fn()} />);
    await userEvent.click(screen.getByText('Location, 1 selected'));
    const box = screen.getByRole('searchbox', { name: 'Filter locations' });
    await userEvent.type(box, 'sao{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: /^Berlin/ })).toHaveFocus();
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Berlin, Berlin, Germany298', 'São Paulo, SP, Brazil299']);
  });

  test('short lists have no box', async () => {
    renderWithProviders(<FilterPanel filters={[department]} naming={naming} selected={{}} canClear={false} onToggle={jest.fn()} onClear={jest.fn()} />);
    await userEvent.click(screen.getByText('department', { selector: 'summary' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

test("a filter's options are drawn when its pop-up first opens, and stay drawn (issue 27: none at the page's start)", async () => {
  renderWithProviders(<FilterPanel filters={[skills, department]} naming={naming} selected={{}} canClear={false} onToggle={jest.fn()} onClear={jest.fn()} />);
  // Not drawn hidden either: the page's start drew ~420 components for pop-ups nobody had opened.
  expect(screen.queryAllByRole('checkbox', { hidden: true })).toHaveLength(0);
  const summary = screen.getByText('department', { selector: 'summary' });
  await userEvent.click(summary);
  expect(await screen.findByRole('checkbox', { name: 'Sales, 3 jobs' })).toBeInTheDocument();
  await userEvent.click(summary);
  expect((summary.closest('details') as HTMLDetailsElement).open).toBe(false);
  expect(screen.getByRole('checkbox', { name: 'Sales, 3 jobs', hidden: true })).toBeInTheDocument();
  expect(screen.queryAllByRole('checkbox', { hidden: true })).toHaveLength(1);
});

test("a chip with a choice is heard as 'Skills, 1 selected' and seen as its name and a count, so it widens the row little (trial 23)", () => {
  renderWithProviders(<FilterPanel filters={[skills, department]} naming={naming} selected={{ skills: ['skill-1', 'skill-2'] }} canClear onToggle={jest.fn()} onClear={jest.fn()} />);
  const summary = screen.getByText('Skills, 2 selected').closest('summary') as HTMLElement;
  // What is drawn for the eye: the name and the count, the sentence only for a screen reader.
  const seen = [...summary.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent);
  expect(seen).toEqual(['Skills', '2', '▾']);
  expect(summary.textContent).toBe('Skills, 2 selectedSkills2▾');
});
