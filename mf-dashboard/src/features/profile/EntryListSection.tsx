import { useRef, useState } from 'react';
import { Button, FormFailure, TextField, useForm } from '@careers/shared/ui';
import type { ProfileDetails } from '@careers/shared/contracts';
import { checkEntry, type EntryForm } from './checkEntry';
import { ENTRY_FIELDS, type EntryKind } from './entryFields';
import { EntryList, entryText as text, type Entry } from './EntryList';
import { field, fieldError, row, section, sectionHeading } from './profileStyles';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import { useProfileEdit } from './useProfileEdit';
import { useProfileI18n } from './useProfileI18n';

const blank: EntryForm = { main: '', second: '', startDate: '', endDate: '' };

/** The candidate's jobs or education: listed, added, edited and removed through profile_edit. */
export function EntryListSection({ kind, profile }: { kind: EntryKind; profile: ProfileDetails }) {
  const spec = ENTRY_FIELDS[kind];
  const entries: Entry[] = profile[kind];
  const { t } = useProfileI18n();
  const { edit, busy } = useProfileEdit();
  // The form's first field: where the keyboard goes after an entry is added, saved or chosen for editing, and after
  // the last entry's removal (the buttons pressed go disabled or away and would drop it to the page body).
  const first = useRef<HTMLInputElement>(null);
  const { listRef, removed } = useFocusAfterRemoval(entries.length, first);
  // The entry being edited, with the place it had: the server checks it is still there (another tab may have re-ordered the list).
  const [editing, setEditing] = useState<{ index: number; entry: Entry } | undefined>(undefined);
  // After a refused add (in the browser or by the server) the first invalid field, else the error line, takes focus.
  const form = useForm({
    initial: blank,
    check: (values) => checkEntry(kind, values, t),
    submit: async (values) => {
      const value = { [spec.main.name]: values.main, [spec.second.name]: values.second, startDate: values.startDate || null, endDate: values.endDate || null };
      const result = await edit({ op_section: kind, operation: 'add', op_data: { value, ...(editing !== undefined ? { index: editing.index, entry: editing.entry } : {}) } });
      if (!result.ok) throw new FormFailure(result.message, result.fields);
      setEditing(undefined);
      first.current?.focus();
      return blank;
    },
  });
  const { values, set, fields } = form;

  const startEdit = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    setEditing({ index, entry });
    set.main(text(entry, spec.main.name));
    set.second(text(entry, spec.second.name));
    set.startDate(entry.startDate ?? '');
    set.endDate(entry.endDate ?? '');
    first.current?.focus();
  };
  const remove = async (index: number, entry: Entry) => {
    const result = await edit({ op_section: kind, operation: 'remove', op_data: { index, entry } });
    // The entry being edited keeps its place in the list the server checks: gone, the edit ends (its Save would be
    // refused); above it, one place up (trial: Remove on the entry being edited left a form whose Save always failed).
    if (result.ok && editing !== undefined) {
      if (editing.index === index) {
        setEditing(undefined);
        form.reset();
      } else if (index < editing.index) setEditing({ ...editing, index: editing.index - 1 });
    }
    removed(index, result.ok);
  };

  return (
    <section css={section} aria-labelledby={`profile-${kind}`}>
      <h2 id={`profile-${kind}`} css={sectionHeading}>{t(spec.heading)}</h2>
      <EntryList kind={kind} entries={entries} busy={busy} onEdit={startEdit} onRemove={(index, entry) => void remove(index, entry)} listRef={listRef} />
      <form ref={form.formRef} onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={t(editing !== undefined ? spec.editForm : spec.add)}
        css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div css={row}>
          <TextField ref={first} css={field} label={t(spec.main.label)} value={values.main} onChange={set.main} error={fields[spec.main.name]} />
          <TextField css={field} label={t(spec.second.label)} value={values.second} onChange={set.second} error={fields[spec.second.name]} />
        </div>
        <div css={row}>
          <TextField css={field} label={t('profile.entry.start')} value={values.startDate} placeholder="2020-01" onChange={set.startDate} error={fields.startDate} />
          <TextField css={field} label={t('profile.entry.end')} value={values.endDate} onChange={set.endDate} error={fields.endDate} />
        </div>
        {form.error && <p role="alert" tabIndex={-1} css={fieldError}>{form.error}</p>}
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" disabled={busy}>{t(editing !== undefined ? 'profile.entry.saveChanges' : spec.add)}</Button>
          {editing !== undefined && <Button variant="secondary" onClick={() => { setEditing(undefined); form.reset(); first.current?.focus(); }}>{t('profile.entry.cancel')}</Button>}
        </div>
      </form>
    </section>
  );
}
