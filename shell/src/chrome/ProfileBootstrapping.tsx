import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import type { ProfileBootstrapBody, ProfileBootstrapResponse } from '@careers/shared/contracts';
import { useShellI18n } from '../i18n/useShellI18n';
import { PageHeading } from '@careers/shared/mf';
import { sessionStore } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { Button, pageColumn } from '@careers/shared/ui';

type Field = 'firstName' | 'lastName' | 'location';
const labelKeys: Record<Field, string> = {
  firstName: 'shell.bootstrap.firstName',
  lastName: 'shell.bootstrap.lastName',
  location: 'shell.bootstrap.location',
};
/** What browsers and password managers fill each field with. */
const autoCompletes: Record<Field, string> = { firstName: 'given-name', lastName: 'family-name', location: 'address-level2' };

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
  const transport = useTransport();
  const { onboarding, profile } = useSnapshot(sessionStore);
  const config = onboarding?.bootstrappingConfig;
  const fields = (config?.fields ?? ['firstName', 'lastName', 'location']) as Field[];
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    location: profile?.location ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  // After a failed 'Continue' (the browser's check or the server's), the keyboard goes to what needs fixing:
  // the first field with a message, in the form's order, else the form's own error.
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries === 0) return;
    const first = fields.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
    else if (formError) formErrorRef.current?.focus();
    // Only a new try moves the focus (not typing after it): `tries` is the one dependency on purpose.
  }, [tries]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const field of ['firstName', 'lastName'] as const) {
      if (fields.includes(field) && !values[field].trim()) missing[field] = t('shell.bootstrap.required', { name: t(labelKeys[field]) });
    }
    setErrors(missing);
    setFormError('');
    if (Object.keys(missing).length) {
      setTries((n) => n + 1);
      return;
    }
    try {
      await transport.post<ProfileBootstrapResponse>('/api/pcsx/profile_bootstrap', values satisfies ProfileBootstrapBody);
      location.reload();
    } catch (error) {
      const fieldErrors = error instanceof TransportError ? (error.data as { error?: { fields?: Partial<Record<Field, string>> } })?.error?.fields : undefined;
      const shown = fieldErrors && Object.keys(fieldErrors).every((name) => fields.includes(name as Field));
      if (shown) setErrors(fieldErrors);
      else setFormError(error instanceof Error ? error.message : String(error));
      setTries((n) => n + 1);
    }
  };

  return (
    <Page>
      <PageHeading>{config?.title ?? 'Set up your profile'}</PageHeading>
      {config?.description && <p>{config.description}</p>}
      <Form onSubmit={submit} noValidate>
        {fields.map((field) => (
          <label key={field}>
            {/* One grid row for the name and its '*': the label is a grid, so each loose child would take a row. */}
            <span>
              {t(labelKeys[field])}
              {field !== 'location' && <span aria-hidden="true"> *</span>}
            </span>
            <input
              ref={(element) => {
                inputs.current[field] = element;
              }}
              name={field}
              autoComplete={autoCompletes[field]}
              value={values[field]}
              required={field !== 'location'}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${field}-error` : undefined}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            />
            {errors[field] && (
              <span id={`${field}-error`} role="alert">
                {errors[field]}
              </span>
            )}
          </label>
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
