import { Button, FormFailure, TextField, useForm } from '@careers/shared/ui';
import type { ProfileDetails } from '@careers/shared/contracts';
import { chip, field, iconButton, muted, row, section, sectionHeading } from './profileStyles';
import { useProfileEdit } from './useProfileEdit';
import { useProfileI18n } from './useProfileI18n';

/** Skills, which job pages compare with each role's skills. */
export function SkillsSection({ profile }: { profile: ProfileDetails }) {
  const { t } = useProfileI18n();
  const { edit, busy } = useProfileEdit();
  // No formRef: the refusal's toast and the field's message say it; the keyboard is left where it was.
  const { values, set, fields, onSubmit } = useForm({
    initial: { skill: '' },
    submit: async ({ skill }) => {
      const result = await edit({ op_section: 'skills', operation: 'add', op_data: { value: skill } });
      if (!result.ok) throw new FormFailure('', { skill: result.fields.value ?? '' });
      return { skill: '' };
    },
  });
  return (
    <section css={section} aria-labelledby="profile-skills">
      <h2 id="profile-skills" css={sectionHeading}>{t('profile.skills.heading')}</h2>
      {profile.skills.length === 0 ? (
        <p css={[muted, { marginTop: 0 }]}>{t('profile.skills.empty')}</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {profile.skills.map((s) => (
            <li key={s} css={chip}>
              {s}
              <button type="button" css={iconButton} aria-label={t('profile.skills.removeLabel', { skill: s })} disabled={busy}
                onClick={() => void edit({ op_section: 'skills', operation: 'remove', op_data: { value: s } })}>×</button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate css={row}>
        <TextField css={field} label={t('profile.skills.field')} value={values.skill} onChange={set.skill} error={fields.skill} />
        <Button type="submit" disabled={busy || !values.skill.trim()}>{t('profile.skills.add')}</Button>
      </form>
    </section>
  );
}
