import { useEffect, useId, useRef, useState } from 'react';
import type { Theme } from '@emotion/react';
import { useSnapshot } from 'valtio/react';
import { isEmail } from '@careers/shared/validation';
import { sessionStore } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { Button, FormFailure, TextField, useForm } from '@careers/shared/ui';
import type { SubscribeJobAlertBody, SubscribeJobAlertResponse } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { searchKeyOf, type AlertSearch } from './alertSearch';
import { PrivacyText } from './PrivacyText';
import './alertMessages';

export interface JobAlertFormProps {
  search: AlertSearch;
  privacyText: string;
  onClose: () => void;
}

const box = (theme: Theme) =>
  ({
    display: 'grid',
    gap: theme.spacing.sm,
    width: '100%',
    maxWidth: 560,
    padding: theme.spacing.md,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
  }) as const;

/**
 * A visitor's job alert by e-mail for the search shown (double opt-in: the server mails a link to confirm), the
 * e-mail field with the company's privacy text. A refusal, the browser's or the server's, is the field's message.
 */
export function JobAlertForm({ search, privacyText, onClose }: JobAlertFormProps) {
  const { t } = useSearchI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [done, setDone] = useState<string | null>(null);
  const privacyId = useId();
  // A new search is a new alert: the form starts again.
  const key = searchKeyOf(search);
  useEffect(() => setDone(null), [key]);
  // The answer ('Check your inbox …') is the next thing to read, and on a phone it is below the fold:
  // focus moves to it (which scrolls it into view) instead of staying on the emptied field.
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  // No formRef: after a refusal the keyboard stays where the visitor left it, as it always has here; the message is
  // announced instead (announceError).
  const { values, set, busy, fields, onSubmit } = useForm({
    initial: { email: '' },
    check: ({ email }): Record<string, string> => (isEmail(email.trim()) ? {} : { email: t('alerts.invalidEmail') }),
    failureOf: (failure) =>
      new FormFailure('', { email: failure instanceof TransportError && (failure.status === 400 || failure.status === 429) ? failure.message : t('alerts.failed') }),
    submit: async ({ email }) => {
      const body: SubscribeJobAlertBody = { email: email.trim(), query: search.query, location: search.location, filters: search.filters, domain };
      setDone((await transport.post<SubscribeJobAlertResponse>('/api/pcsx/job_alerts', body)).message);
      return { email: '' };
    },
  });

  return (
    <form aria-label={t('alerts.form')} onSubmit={(event) => void onSubmit(event)} noValidate css={box}>
      <p css={{ margin: 0 }}>{t('alerts.intro')}</p>
      <TextField
        label={t('alerts.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={set.email}
        error={fields.email}
        announceError
        aria-describedby={privacyText ? privacyId : undefined}
      />
      {privacyText && <PrivacyText id={privacyId} text={privacyText} />}
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={busy}>
          {t('alerts.subscribe')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('alerts.cancel')}
        </Button>
      </div>
      <p role="status" ref={doneRef} tabIndex={-1} css={{ margin: 0, '&:focus': { outline: 'none' } }}>
        {done}
      </p>
    </form>
  );
}
