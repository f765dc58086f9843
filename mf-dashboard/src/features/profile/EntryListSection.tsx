import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@careers/shared/ui';
import type { EducationEntry, ExperienceEntry, ProfileDetails } from '@careers/shared/contracts';
import { periodText } from './periodText';
import { field, fieldError, input, muted, plainList, row, section, sectionHeading } from './profileStyles';
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
  const [form, setForm] = useState(blank);
  // The entry being edited, with the place it had: the server checks it is still there (another tab may have re-ordered the list).
  const [editing, setEditing] = useState<{ index: number; entry: Entry } | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [failures, setFailures] = useState(0);
  const mainRef = useRef<HTMLInputElement>(null);
  const secondRef = useRef<HTMLInputElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const inputs: Record<string, RefObject<HTMLInputElement | null>> = { [spec.main[0]]: mainRef, [spec.second[0]]: secondRef, startDate: startRef, endDate: endRef };
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const order = [spec.main[0], spec.second[0], 'startDate', 'endDate'];
  // After a refused add (in the browser or by the server): focus the first invalid field, else the error line.
  useEffect(() => {
    if (failures === 0) return;
    const first = order.find((name) => errors[name]);
    if (first) inputs[first]?.current?.focus();
    else formErrorRef.current?.focus();
    // Runs once per refusal; `errors` and the refs are of that refusal.
  }, [failures]);
  const text = (entry: Entry, key: string) => (entry as unknown as Record<string, string>)[key] ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkEntry(kind, form);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      setFormError('');
      setFailures((n) => n + 1);
      return;
    }
    setFormError('');
    const value = { [spec.main[0]]: form.main, [spec.second[0]]: form.second, startDate: form.startDate || null, endDate: form.endDate || null };
    const result = await edit({ op_section: kind, operation: 'add', op_data: { value, ...(editing !== undefined ? { index: editing.index, entry: editing.entry } : {}) } });
    if (result.ok) {
      setForm(blank);
      setEditing(undefined);
      setErrors({});
      setFormError('');
    } else {
      setErrors(result.fields);
      setFormError(result.message);
      setFailures((n) => n + 1);
    }
  };
  const startEdit = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    setEditing({ index, entry });
    setForm({ main: text(entry, spec.main[0]), second: text(entry, spec.second[0]), startDate: entry.startDate ?? '', endDate: entry.endDate ?? '' });
  };
  const id = (name: string) => `${kind}-${name}`;
  const error = (name: string) => errors[name] && <p id={`err-${id(name)}`} aria-hidden css={fieldError}>{errors[name]}</p>;
  const described = (name: string) => ({ 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `err-${id(name)}` : undefined });

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
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={editing !== undefined ? `Edit ${spec.heading.toLowerCase()} entry` : spec.add}
        css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div css={row}>
          <label css={field}><span>{spec.main[1]}</span><input ref={mainRef} css={input} value={form.main} onChange={(e) => setForm({ ...form, main: e.target.value })} {...described(spec.main[0])} />{error(spec.main[0])}</label>
          <label css={field}><span>{spec.second[1]}</span><input ref={secondRef} css={input} value={form.second} onChange={(e) => setForm({ ...form, second: e.target.value })} {...described(spec.second[0])} />{error(spec.second[0])}</label>
        </div>
        <div css={row}>
          <label css={field}><span>Start (YYYY-MM)</span><input ref={startRef} css={input} value={form.startDate} placeholder="2020-01" onChange={(e) => setForm({ ...form, startDate: e.target.value })} {...described('startDate')} />{error('startDate')}</label>
          <label css={field}><span>End (YYYY-MM, empty if current)</span><input ref={endRef} css={input} value={form.endDate} onChange={(e) => setForm({ ...form, endDate: e.target.value })} {...described('endDate')} />{error('endDate')}</label>
        </div>
        {formError && <p role="alert" tabIndex={-1} ref={formErrorRef} css={fieldError}>{formError}</p>}
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" disabled={busy}>{editing !== undefined ? 'Save changes' : spec.add}</Button>
          {editing !== undefined && <Button variant="secondary" onClick={() => { setEditing(undefined); setForm(blank); setErrors({}); setFormError(''); }}>Cancel</Button>}
        </div>
      </form>
    </section>
  );
}
