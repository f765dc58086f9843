import { useState } from 'react';
import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { useShellI18n } from '../i18n/useShellI18n';
import { PageHeading } from '@careers/shared/mf';
import { sessionStore } from '@careers/shared/state';
import { Button, pageColumn } from '@careers/shared/ui';
import type { BootstrapField } from './bootstrapFields';
import { BootstrapInput } from './BootstrapInput';
import { useBootstrapSubmit } from './useBootstrapSubmit';

const formWidth = 480;

// Centred in the page column like every other page (the shell's <main> only adds the gutters).
const Page = styled.section(({ theme }) => pageColumn(formWidth)(theme));

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: ${formWidth}px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 8px 10px;
    /* WCAG 1.4.11: a field's edge must reach 3:1 against the page (theme.colors.border is for dividers). */
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: 6px;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
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
  const [values, setValues] = useState<Record<BootstrapField, string>>({
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    location: profile?.location ?? '',
  });
  const { submit, errors, formError, formErrorRef, inputRef } = useBootstrapSubmit(fields, values);

  return (
    <Page>
      <PageHeading>{config?.title ?? 'Set up your profile'}</PageHeading>
      {config?.description && <p>{config.description}</p>}
      <Form onSubmit={submit} noValidate>
        {fields.map((field) => (
          <BootstrapInput key={field} field={field} value={values[field]} error={errors[field]} inputRef={inputRef(field)} onChange={(value) => setValues({ ...values, [field]: value })} />
        ))}
        {formError && (
          <p role="alert" tabIndex={-1} ref={formErrorRef}>
            {formError}
          </p>
        )}
        <Button type="submit" variant="primary">
          {t('shell.bootstrap.submit')}
        </Button>
      </Form>
    </Page>
  );
}
