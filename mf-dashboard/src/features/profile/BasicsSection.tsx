import { useState } from 'react';
import { Button, FormFailure, TextField, useForm } from '@careers/shared/ui';
import type { ProfileDetails } from '@careers/shared/contracts';
import { checkBasics } from './checkBasics';
import { field, muted, row, section, sectionHeading } from './profileStyles';
import { useProfileEdit } from './useProfileEdit';
import { useProfileI18n } from './useProfileI18n';
import { showToast } from '@careers/shared/state';

const yearsText = (years: number | null) => (years === null ? '' : String(years));

/** Name, location, e-mail (read-only: changing it needs the password, on the settings page) and years of experience. */
export function BasicsSection({ profile }: { profile: ProfileDetails }) {
  const { t } = useProfileI18n();
  const { edit } = useProfileEdit();
  const now = { firstName: profile.firstName, lastName: profile.lastName, location: profile.location ?? '', years: yearsText(profile.experienceYears) };
  // A refusal, found here or by the server, puts the keyboard on the first field it names (Save, disabled while
  // busy, would drop it to the page body); the refusal's toast and the fields' messages say why.
  const { values, set, reset, busy, fields, formRef, onSubmit } = useForm({
    initial: now,
    check: (form) => checkBasics(form, now, t),
    submit: async ({ firstName, lastName, location, years }) => {
      const steps: Array<[string, () => ReturnType<typeof edit>]> = [];
      if (firstName.trim() !== profile.firstName || lastName.trim() !== profile.lastName) {
        steps.push(['name', () => edit({ op_section: 'name', operation: 'add', op_data: { value: { firstName, lastName } } })]);
      }
      if (location.trim() !== (profile.location ?? '')) {
        steps.push(['location', () => edit(location.trim() ? { op_section: 'location', operation: 'add', op_data: { value: location } } : { op_section: 'location', operation: 'remove' })]);
      }
      if (years.trim() !== yearsText(profile.experienceYears)) {
        steps.push(['years', () => edit(years.trim() ? { op_section: 'experience_years', operation: 'add', op_data: { value: years.trim() } } : { op_section: 'experience_years', operation: 'remove' })]);
      }
      const refused: Record<string, string> = {};
      let allOk = true;
      for (const [name, step] of steps) {
        const result = await step();
        if (!result.ok) {
          allOk = false;
          // location and years both name their one field 'value'.
          if (result.fields.value) refused[name] = result.fields.value;
          else Object.assign(refused, result.fields);
        }
      }
      if (!allOk) throw new FormFailure('', refused);
      if (steps.length) showToast({ kind: 'success', message: t('profile.saved') });
    },
  });
  // What the server holds changed by other means (a confirmed resume, another tab): the form shows it. Its own save is
  // what it shows already, so it is not refilled while busy (a refusal's messages and what was typed stay). Refilled
  // in place, not remounted under a new key, so the keyboard stays where it was.
  const held = JSON.stringify(now);
  const [shown, setShown] = useState(held);
  if (shown !== held) {
    setShown(held);
    if (!busy) reset(now);
  }

  return (
    <section css={section} aria-labelledby="profile-name">
      <h2 id="profile-name" css={sectionHeading}>{t('profile.basics.heading')}</h2>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <div css={row}>
          <TextField css={field} label={t('profile.basics.firstName')} value={values.firstName} onChange={set.firstName} autoComplete="given-name" error={fields.firstName} />
          <TextField css={field} label={t('profile.basics.lastName')} value={values.lastName} onChange={set.lastName} autoComplete="family-name" error={fields.lastName} />
        </div>
        <div css={row}>
          {/* The completion panel's links to what is missing land on these boxes. */}
          <div css={field} id="profile-location">
            <TextField label={t('profile.basics.location')} value={values.location} onChange={set.location} autoComplete="address-level2" error={fields.location} />
          </div>
          <div css={field} id="profile-experience_years">
            <TextField label={t('profile.basics.years')} value={values.years} inputMode="numeric" onChange={set.years} error={fields.years} />
          </div>
        </div>
        <p css={[muted, { margin: 0 }]}>{t('profile.basics.email', { email: profile.email })}</p>
        <div><Button type="submit" disabled={busy}>{t('profile.basics.save')}</Button></div>
      </form>
    </section>
  );
}
