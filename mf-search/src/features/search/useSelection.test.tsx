import { act, renderHook } from '@testing-library/react';
import { useSelection, type SelectionInput } from './useSelection';

// The rules of choosing a position on the search page, without the page: which position shows, whether choosing one
// is a step Back can undo, and where Back goes.
const positions = [{ id: 1 }, { id: 2 }, { id: 3 }];

function renderSelection(input: Partial<SelectionInput> = {}) {
  const update = jest.fn();
  const initialProps: SelectionInput = { pid: null, resultsKey: 'nurse', failed: false, positions, wide: false, update, ...input };
  const hook = renderHook((props: SelectionInput) => useSelection(props), { initialProps });
  return { ...hook, update, props: initialProps };
}

let back: jest.SpyInstance;
beforeEach(() => {
  back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
});
afterEach(() => back.mockRestore());

test('the first result is selected until the address names another', () => {
  const { result, rerender, props } = renderSelection({ wide: true });
  expect(result.current.selectedId).toBe(1);
  rerender({ ...props, pid: 3 });
  expect(result.current.selectedId).toBe(3);
});

test('on a phone, a position chosen from the list is a new history entry, and its Back goes back through history', () => {
  const { result, rerender, update, props } = renderSelection();
  act(() => result.current.openPosition(2));
  expect(update).toHaveBeenLastCalledWith({ pid: 2 }, { replace: false });
  rerender({ ...props, pid: 2 });
  update.mockClear();
  act(() => result.current.closeDetails());
  expect(back).toHaveBeenCalledTimes(1);
  expect(update).not.toHaveBeenCalled();
});

test('on a phone, Back from a position the page was opened with (a link) shows the list in place of it', () => {
  const { result, update } = renderSelection({ pid: 2 });
  act(() => result.current.closeDetails());
  expect(back).not.toHaveBeenCalled();
  expect(update).toHaveBeenLastCalledWith({ pid: null }, { replace: true });
});

test('beside the list, another job is a step of its own; the job already shown is only named in the address', () => {
  const { result, update } = renderSelection({ wide: true });
  act(() => result.current.openPosition(2));
  expect(update).toHaveBeenLastCalledWith({ pid: 2 }, { replace: false });
  act(() => result.current.openPosition(1));
  expect(update).toHaveBeenLastCalledWith({ pid: 1 }, { replace: true });
});

test('the details take the keyboard in place of the list always, beside it only when chosen with the keyboard', () => {
  expect(renderSelection().result.current.takeFocus).toBe(true);
  const { result, rerender, props } = renderSelection({ wide: true });
  expect(result.current.takeFocus).toBe(false);
  act(() => result.current.openPosition(2, true));
  rerender({ ...props, pid: 2 });
  expect(result.current.takeFocus).toBe(true);
  act(() => result.current.focusTaken());
  expect(result.current.takeFocus).toBe(false);
});

test('details that failed to load leave nothing selected in this result set, and the address without the position', () => {
  const { result, rerender, update, props } = renderSelection({ wide: true, pid: 2 });
  act(() => result.current.dropSelection());
  expect(update).toHaveBeenLastCalledWith({ pid: null }, { replace: true });
  rerender({ ...props, pid: null });
  expect(result.current.selectedId).toBeNull();
  // A new search chooses again.
  rerender({ ...props, pid: null, resultsKey: 'welder' });
  expect(result.current.selectedId).toBe(1);
});

test('while the next result set loads, the position shown stays selected; after a failed search nothing is', () => {
  const { result, rerender, props } = renderSelection({ wide: true });
  act(() => result.current.openPosition(3));
  rerender({ ...props, pid: 3 });
  rerender({ ...props, pid: null, resultsKey: 'welder', positions: null });
  expect(result.current.selectedId).toBe(3);
  rerender({ ...props, pid: null, resultsKey: 'welder', positions: null, failed: true });
  expect(result.current.selectedId).toBeNull();
});
