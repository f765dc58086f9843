import { useState, type FormEvent } from 'react';
import { Button } from '@careers/shared/ui';
import type { EducationEntry, ExperienceEntry, ProfileDetails } from '@careers/shared/contracts';
import { periodText } from './periodText';
import { field, fieldError, input, muted, plainList, row, section, sectionHeading } from './profileStyles';
import { useProfileEdit } from './useProfileEdit';

type Kind = 'experience' | 'education';
type Entry = ExperienceEntry | EducationEntry;

const FIELDS: Record<Kind, { heading: string; add: string; main: [string, string]; second: [string, string] }> = {
  experience: { heading: 'Experience', add: 'Add job', main: ['title', 'Job title'], second: ['company', 'Company'] },
  education: { heading: 'Education', add: 'Add education', main: ['degree', 'Degree'], second: ['school', 'School'] },
};

const blank = { main: '', second: '', startDate: '', endDate: '' };

/** The candidate's jobs or education: listed, added, edited and removed through profile_edit. */
export function EntryListSection({ kind, profile }: { kind: Kind; profile: ProfileDetails }) {
  const spec = FIELDS[kind];
  const entries: Entry[] = profile[kind];
  const { edit, busy } = useProfileEdit();
  const [form, setForm] = useState(blank);
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (entry: Entry, key: string) => (entry as unknown as Record<string, string>)[key] ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = { [spec.main[0]]: form.main, [spec.second[0]]: form.second, startDate: form.startDate || null, endDate: form.endDate || null };
    const result = await edit({ op_section: kind, operation: 'add', op_data: { value, ...(editing !== undefined ? { index: editing } : {}) } });
    if (result.ok) {
      setForm(blank);
      setEditing(undefined);
      setErrors({});
    } else setErrors(result.fields);
  };
  const startEdit = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    setEditing(index);
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
                  onClick={() => void edit({ op_section: kind, operation: 'remove', op_data: { index } })}>Remove</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={editing !== undefined ? `Edit ${spec.heading.toLowerCase()} entry` : spec.add}
        css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div css={row}>
          <label css={field}><span>{spec.main[1]}</span><input css={input} value={form.main} onChange={(e) => setForm({ ...form, main: e.target.value })} {...described(spec.main[0])} />{error(spec.main[0])}</label>
          <label css={field}><span>{spec.second[1]}</span><input css={input} value={form.second} onChange={(e) => setForm({ ...form, second: e.target.value })} {...described(spec.second[0])} />{error(spec.second[0])}</label>
        </div>
        <div css={row}>
          <label css={field}><span>Start (YYYY-MM)</span><input css={input} value={form.startDate} placeholder="2020-01" onChange={(e) => setForm({ ...form, startDate: e.target.value })} {...described('startDate')} />{error('startDate')}</label>
          <label css={field}><span>End (YYYY-MM, empty if current)</span><input css={input} value={form.endDate} onChange={(e) => setForm({ ...form, endDate: e.target.value })} {...described('endDate')} />{error('endDate')}</label>
        </div>
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" disabled={busy}>{editing !== undefined ? 'Save changes' : spec.add}</Button>
          {editing !== undefined && <Button variant="secondary" onClick={() => { setEditing(undefined); setForm(blank); setErrors({}); }}>Cancel</Button>}
        </div>
      </form>
    </section>
  );
}
