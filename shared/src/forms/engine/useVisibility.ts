import { useCallback, useSyncExternalStore } from 'react';
import { useFormToolkit } from './FormToolkitContext';

/** Whether question `name` shows (follows its dependencies 50 ms after they change). */
export function useIsVisible(name: string): boolean {
  const { visibility } = useFormToolkit();
  const get = useCallback(() => visibility.isVisible(name), [visibility, name]);
  return useSyncExternalStore(visibility.subscribe, get, get);
}

/** Whether section `id` shows (it hides when all its questions are hidden). */
export function useIsSectionVisible(id: string): boolean {
  const { visibility } = useFormToolkit();
  const get = useCallback(() => visibility.isSectionVisible(id), [visibility, id]);
  return useSyncExternalStore(visibility.subscribe, get, get);
}

/** The sections that show, in order (step lists); re-renders only when that list changes. */
export function useVisibleSections<T extends { id: string }>(sections: T[]): T[] {
  const { visibility } = useFormToolkit();
  const get = useCallback(
    () => sections.filter((section) => visibility.isSectionVisible(section.id)).map((section) => section.id).join('\u0000'),
    [visibility, sections],
  );
  const key = useSyncExternalStore(visibility.subscribe, get, get);
  const ids = new Set(key.split('\u0000'));
  return sections.filter((section) => ids.has(section.id));
}
