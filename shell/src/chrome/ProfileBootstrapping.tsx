import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { useShellI18n } from '../i18n/useShellI18n';
import { PageHeading } from '@careers/shared/mf';
import { sessionStore } from '@careers/shared/state';
import { Button, pageColumn } from '@careers/shared/ui';
import type { BootstrapField } from './bootstrapFields';
import { BootstrapInput } from './BootstrapInput';
import { useBootstrapForm } from './useBootstrapForm';

const formWidth = 480;

// Centred in the page column like every other page (the shell's <main> only adds the gutters).
const Page = styled.section(({ theme }) => pageColumn(formWidth)(theme));

// The fields are the shared TextField (its own box, border, focus ring and invalid mark); the screen only spaces
// them and keeps its labels bold and its messages in the error colour.
const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: ${formWidth}px;
  label {
    font-weight: 600;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.error};
    font-weight: 400;
  }
`;

/**
 * The profile-bootstrapping screen a logged-in candidate sees before anything else until their
 * profile has the basics (spec §2 access rules). Saves through POST /api/pcsx/profile_bootstrap.
 */
export function ProfileBootstrapping() {
  const { t } = useShellI18n();
  const { onboarding, profile } = useSnapshot(sessionStore);
  const config = onboarding?.bootstrappingConfig;
  const fields = (config?.fields ?? ['firstName', 'lastName', 'location']) as BootstrapField[];
  const form = useBootstrapForm(fields, { firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '', location: profile?.location ?? '' });

  return (
    <Page>
      {/* An empty title, as the default config has, is no heading: the screen's own words stand in. */}
      <PageHeading>{config?.title || t('shell.bootstrap.title')}</PageHeading>
      {config?.description && <p>{config.description}</p>}
      <Form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
        {fields.map((field) => (
          <BootstrapInput key={field} field={field} value={form.values[field]} error={form.fields[field]} onChange={form.set[field]} />
        ))}
        {form.error && (
          <p role="alert" tabIndex={-1}>
            {form.error}
          </p>
        )}
        <Button type="submit" variant="primary">
          {t('shell.bootstrap.submit')}
        </Button>
      </Form>
    </Page>
  );
}
