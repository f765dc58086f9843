import { useState } from 'react';
import { Button, FormFailure, TextField, useForm } from '@careers/shared/ui';
import type { EducationEntry, ExperienceEntry, ProfileDetails } from '@careers/shared/contracts';
import { periodText } from './periodText';
import { field, fieldError, muted, plainList, row, section, sectionHeading } from './profileStyles';
import { useProfileEdit } from './useProfileEdit';

type Kind = 'experience' | 'education';
type Entry = ExperienceEntry | EducationEntry;

const FIELDS: Record<Kind, { heading: string; add: string; main: [string, string, string]; second: [string, string, string] }> = {
  experience: { heading: 'Experience', add: 'Add job', main: ['title', 'Job title', 'job title'], second: ['company', 'Company', 'company'] },
  education: { heading: 'Education', add: 'Add education', main: ['degree', 'Degree', 'degree'], second: ['school', 'School', 'school'] },
};

const DATE = /^(19\d\d|20\d\d|2100)(-(0[1-9]|1[0-2]))?$/;
const MAX_TEXT = 200;

/** The server's checks of an entry (the same words), made before sending so an incomplete entry is not sent. */
function checkEntry(kind: Kind, form: typeof blank): Record<string, string> {
  const spec = FIELDS[kind];
  const fields: Record<string, string> = {};
  for (const [key, , words] of [spec.main, spec.second]) {
    const value = (key === spec.main[0] ? form.main : form.second).trim();
    if (!value) fields[key] = `Enter the ${words}.`;
    else if (value.length > MAX_TEXT) fields[key] = `Use at most ${MAX_TEXT} characters for the ${words}.`;
  }
  const start = form.startDate.trim();
  const end = form.endDate.trim();
  if (start && !DATE.test(start)) fields.startDate = 'Enter the start date as YYYY-MM or YYYY.';
  if (end && !DATE.test(end)) fields.endDate = 'Enter the end date as YYYY-MM or YYYY.';
  if (start && end && !fields.startDate && !fields.endDate && end < start) fields.endDate = 'The end date must not be before the start date.';
  return fields;
}

const blank = { main: '', second: '', startDate: '', endDate: '' };

/** The candidate's jobs or education: listed, added, edited and removed through profile_edit. */
export function EntryListSection({ kind, profile }: { kind: Kind; profile: ProfileDetails }) {
  const spec = FIELDS[kind];
  const entries: Entry[] = profile[kind];
  const { edit, busy } = useProfileEdit();
  // The entry being edited, with the place it had: the server checks it is still there (another tab may have re-ordered the list).
  const [editing, setEditing] = useState<{ index: number; entry: Entry } | undefined>(undefined);
  // After a refused add (in the browser or by the server) the first invalid field, else the error line, takes focus.
  const form = useForm({
    initial: blank,
    check: (values) => checkEntry(kind, values),
    submit: async (values) => {
      const value = { [spec.main[0]]: values.main, [spec.second[0]]: values.second, startDate: values.startDate || null, endDate: values.endDate || null };
      const result = await edit({ op_section: kind, operation: 'add', op_data: { value, ...(editing !== undefined ? { index: editing.index, entry: editing.entry } : {}) } });
      if (!result.ok) throw new FormFailure(result.message, result.fields);
      setEditing(undefined);
      return blank;
    },
  });
  const { values, set, fields } = form;
  const text = (entry: Entry, key: string) => (entry as unknown as Record<string, string>)[key] ?? '';

  const startEdit = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    setEditing({ index, entry });
    set.main(text(entry, spec.main[0]));
    set.second(text(entry, spec.second[0]));
    set.startDate(entry.startDate ?? '');
    set.endDate(entry.endDate ?? '');
  };

  return (
    <section css={section} aria-labelledby={`profile-${kind}`}>
      <h2 id={`profile-${kind}`} css={sectionHeading}>{spec.heading}</h2>
      {entries.length === 0 ? (
        <p css={[muted, { marginTop: 0 }]}>No data found</p>
      ) : (
        <ul css={[plainList, { marginBottom: 12 }]}>
          {entries.map((entry, index) => (
            <li key={`${index}-${text(entry, spec.main[0])}`} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
              <div css={{ minWidth: 0 }}>
                <strong>{text(entry, spec.main[0])}</strong>
                {text(entry, spec.second[0]) && <span>, {text(entry, spec.second[0])}</span>}
                <div css={muted}>{periodText(entry.startDate, entry.endDate)}</div>
              </div>
              <div css={{ display: 'flex', gap: 8 }}>
                <Button variant="secondary" onClick={() => startEdit(index)} aria-label={`Edit ${text(entry, spec.main[0])}`}>Edit</Button>
                <Button variant="secondary" disabled={busy} aria-label={`Remove ${text(entry, spec.main[0])}`}
                  onClick={() => void edit({ op_section: kind, operation: 'remove', op_data: { index, entry } })}>Remove</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form ref={form.formRef} onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={editing !== undefined ? `Edit ${spec.heading.toLowerCase()} entry` : spec.add}
        css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div css={row}>
          <TextField css={field} label={spec.main[1]} value={values.main} onChange={set.main} error={fields[spec.main[0]]} />
          <TextField css={field} label={spec.second[1]} value={values.second} onChange={set.second} error={fields[spec.second[0]]} />
        </div>
        <div css={row}>
          <TextField css={field} label="Start (YYYY-MM)" value={values.startDate} placeholder="2020-01" onChange={set.startDate} error={fields.startDate} />
          <TextField css={field} label="End (YYYY-MM, empty if current)" value={values.endDate} onChange={set.endDate} error={fields.endDate} />
        </div>
        {form.error && <p role="alert" tabIndex={-1} css={fieldError}>{form.error}</p>}
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" disabled={busy}>{editing !== undefined ? 'Save changes' : spec.add}</Button>
          {editing !== undefined && <Button variant="secondary" onClick={() => { setEditing(undefined); form.reset(); }}>Cancel</Button>}
        </div>
      </form>
    </section>
  );
}
