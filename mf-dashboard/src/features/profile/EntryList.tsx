import type { Ref } from 'react';
import { Button, plainList } from '@careers/shared/ui';
import type { EducationEntry, ExperienceEntry } from '@careers/shared/contracts';
import { ENTRY_FIELDS, type EntryKind } from './entryFields';
import { periodText } from './periodText';
import { muted } from './profileStyles';
import { useProfileI18n } from './useProfileI18n';

export type Entry = ExperienceEntry | EducationEntry;

/** An entry's text field by its name in profile_edit ('title', 'company', 'degree', 'school'); '' when unset. */
export const entryText = (entry: Entry, key: string) => (entry as unknown as Record<string, string>)[key] ?? '';

interface EntryListProps {
  kind: EntryKind;
  entries: readonly Entry[];
  /** While an edit is under way, removing another entry waits. */
  busy: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number, entry: Entry) => void;
  /** The list, where focus goes on to the next entry after a removal (useFocusAfterRemoval). */
  listRef: Ref<HTMLUListElement>;
}

/** The candidate's jobs or education as listed, each with its Edit and Remove; an empty list says what to do. */
export function EntryList({ kind, entries, busy, onEdit, onRemove, listRef }: EntryListProps) {
  const spec = ENTRY_FIELDS[kind];
  const { t, locale } = useProfileI18n();
  if (entries.length === 0) return <p css={[muted, { marginTop: 0 }]}>{t(spec.empty)}</p>;
  return (
    <ul ref={listRef} css={[plainList, { marginBottom: 12 }]}>
      {entries.map((entry, index) => {
        const name = entryText(entry, spec.main.name);
        return (
          <li key={`${index}-${name}`} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
            <div css={{ minWidth: 0 }}>
              <strong>{name}</strong>
              {entryText(entry, spec.second.name) && <span>, {entryText(entry, spec.second.name)}</span>}
              <div css={muted}>{periodText(entry.startDate, entry.endDate, locale, t('profile.period.present'))}</div>
            </div>
            <div css={{ display: 'flex', gap: 8 }}>
              <Button variant="secondary" onClick={() => onEdit(index)} aria-label={t('profile.entry.editLabel', { name })}>{t('profile.entry.edit')}</Button>
              <Button variant="secondary" data-remove disabled={busy} aria-label={t('profile.entry.removeLabel', { name })}
                onClick={() => onRemove(index, entry)}>{t('profile.entry.remove')}</Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
