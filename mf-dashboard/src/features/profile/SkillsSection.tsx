import { useState, type FormEvent } from 'react';
import { Button } from '@careers/shared/ui';
import type { ProfileDetails } from '@careers/shared/contracts';
import { chip, field, fieldError, iconButton, input, muted, row, section, sectionHeading } from './profileStyles';
import { useProfileEdit } from './useProfileEdit';

/** Skills, which job pages compare with each role's skills. */
export function SkillsSection({ profile }: { profile: ProfileDetails }) {
  const { edit, busy } = useProfileEdit();
  const [skill, setSkill] = useState('');
  const [error, setError] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const result = await edit({ op_section: 'skills', operation: 'add', op_data: { value: skill } });
    if (result.ok) {
      setSkill('');
      setError('');
    } else setError(result.fields.value ?? '');
  };
  return (
    <section css={section} aria-labelledby="profile-skills">
      <h2 id="profile-skills" css={sectionHeading}>Skills</h2>
      {profile.skills.length === 0 ? (
        <p css={[muted, { marginTop: 0 }]}>No data found</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {profile.skills.map((s) => (
            <li key={s} css={chip}>
              {s}
              <button type="button" css={iconButton} aria-label={`Remove ${s}`} disabled={busy}
                onClick={() => void edit({ op_section: 'skills', operation: 'remove', op_data: { value: s } })}>×</button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} noValidate css={row}>
        <label css={field}>
          <span>Add a skill</span>
          <input css={input} value={skill} onChange={(e) => setSkill(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? 'err-skill' : undefined} />
          {error && <p id="err-skill" aria-hidden css={fieldError}>{error}</p>}
        </label>
        <Button type="submit" disabled={busy || !skill.trim()}>Add skill</Button>
      </form>
    </section>
  );
}
