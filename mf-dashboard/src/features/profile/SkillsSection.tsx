import { useRef } from 'react';
import { Button, FormFailure, TextField, useForm } from '@careers/shared/ui';
import type { ProfileDetails } from '@careers/shared/contracts';
import { chip, field, iconButton, muted, row, section, sectionHeading } from './profileStyles';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import { useProfileEdit } from './useProfileEdit';
import { useProfileI18n } from './useProfileI18n';

/** Skills, which job pages compare with each role's skills. */
export function SkillsSection({ profile }: { profile: ProfileDetails }) {
  const { t } = useProfileI18n();
  const { edit, busy } = useProfileEdit();
  const box = useRef<HTMLInputElement>(null);
  const { listRef, removed } = useFocusAfterRemoval(profile.skills.length, box);
  // A refusal puts the keyboard on the box (its message says why, as the toast does); an added skill puts it back
  // there for the next one: "Add skill", disabled while busy and then while the box is empty, would drop it.
  const { values, set, fields, formRef, onSubmit } = useForm({
    initial: { skill: '' },
    submit: async ({ skill }) => {
      const result = await edit({ op_section: 'skills', operation: 'add', op_data: { value: skill } });
      if (!result.ok) throw new FormFailure('', { skill: result.fields.value ?? '' });
      box.current?.focus();
      return { skill: '' };
    },
  });
  const remove = async (index: number, skill: string) => {
    const result = await edit({ op_section: 'skills', operation: 'remove', op_data: { value: skill } });
    removed(index, result.ok);
  };
  return (
    <section css={section} aria-labelledby="profile-skills">
      <h2 id="profile-skills" css={sectionHeading}>{t('profile.skills.heading')}</h2>
      {profile.skills.length === 0 ? (
        <p css={[muted, { marginTop: 0 }]}>{t('profile.skills.empty')}</p>
      ) : (
        <ul ref={listRef} css={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {profile.skills.map((s, index) => (
            <li key={s} css={chip}>
              {s}
              <button type="button" data-remove css={iconButton} aria-label={t('profile.skills.removeLabel', { skill: s })} disabled={busy}
                onClick={() => void remove(index, s)}>×</button>
            </li>
          ))}
        </ul>
      )}
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate css={row}>
        <TextField ref={box} css={field} label={t('profile.skills.field')} value={values.skill} onChange={set.skill} error={fields.skill} />
        <Button type="submit" disabled={busy || !values.skill.trim()}>{t('profile.skills.add')}</Button>
      </form>
    </section>
  );
}
