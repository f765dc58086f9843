import { useState, type FormEvent } from 'react';
import { Button } from '@careers/shared/ui';
import type { ProfileDetails } from '@careers/shared/contracts';
import { field, fieldError, input, muted, row, section, sectionHeading } from './profileStyles';
import { useProfileEdit } from './useProfileEdit';
import { PROFILE_TEXT } from './profileMessages';
import { showToast } from '@careers/shared/state';

/** Name, location, e-mail (read-only: changing it needs the password, on the settings page) and years of experience. */
export function BasicsSection({ profile }: { profile: ProfileDetails }) {
  const { edit, busy } = useProfileEdit();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [location, setLocation] = useState(profile.location ?? '');
  const [years, setYears] = useState(profile.experienceYears === null ? '' : String(profile.experienceYears));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const steps: Array<[string, () => ReturnType<typeof edit>]> = [];
    if (firstName.trim() !== profile.firstName || lastName.trim() !== profile.lastName) {
      steps.push(['name', () => edit({ op_section: 'name', operation: 'add', op_data: { value: { firstName, lastName } } })]);
    }
    if (location.trim() !== (profile.location ?? '')) {
      steps.push(['location', () => edit(location.trim() ? { op_section: 'location', operation: 'add', op_data: { value: location } } : { op_section: 'location', operation: 'remove' })]);
    }
    if (years.trim() !== (profile.experienceYears === null ? '' : String(profile.experienceYears))) {
      steps.push(['years', () => edit(years.trim() ? { op_section: 'experience_years', operation: 'add', op_data: { value: years.trim() } } : { op_section: 'experience_years', operation: 'remove' })]);
    }
    let allOk = true;
    for (const [name, step] of steps) {
      const result = await step();
      if (!result.ok) {
        allOk = false;
        // location and years both name their one field 'value'.
        if (result.fields.value) next[name] = result.fields.value;
        else Object.assign(next, result.fields);
      }
    }
    setErrors(next);
    if (allOk && steps.length) showToast({ kind: 'success', message: PROFILE_TEXT.saved });
  };

  const error = (name: string) => errors[name] && <p id={`err-${name}`} aria-hidden css={fieldError}>{errors[name]}</p>;
  return (
    <section css={section} aria-labelledby="profile-name">
      <h2 id="profile-name" css={sectionHeading}>About you</h2>
      <form onSubmit={(e) => void save(e)} noValidate css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <div css={row}>
          <label css={field}>
            <span>First name</span>
            <input css={input} value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" aria-invalid={Boolean(errors.firstName)} aria-describedby={errors.firstName ? 'err-firstName' : undefined} />
            {error('firstName')}
          </label>
          <label css={field}>
            <span>Last name</span>
            <input css={input} value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" aria-invalid={Boolean(errors.lastName)} aria-describedby={errors.lastName ? 'err-lastName' : undefined} />
            {error('lastName')}
          </label>
        </div>
        <div css={row}>
          <label css={field} id="profile-location">
            <span>Location</span>
            <input css={input} value={location} onChange={(e) => setLocation(e.target.value)} autoComplete="address-level2" aria-invalid={Boolean(errors.location)} aria-describedby={errors.location ? 'err-location' : undefined} />
            {error('location')}
          </label>
          <label css={field} id="profile-experience_years">
            <span>Years of experience</span>
            <input css={input} value={years} inputMode="numeric" onChange={(e) => setYears(e.target.value)} aria-invalid={Boolean(errors.years)} aria-describedby={errors.years ? 'err-years' : undefined} />
            {error('years')}
          </label>
        </div>
        <p css={[muted, { margin: 0 }]}>E-mail: {profile.email} (change it in your settings)</p>
        <div><Button type="submit" disabled={busy}>Save</Button></div>
      </form>
    </section>
  );
}
