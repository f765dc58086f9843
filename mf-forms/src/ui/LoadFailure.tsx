import type { ReactNode } from 'react';
import { Button, StateScreen } from '@careers/shared/ui';
import { problemOf } from '../data/problemOf';
import { useFormsI18n } from '../i18n/useFormsI18n';

export interface LoadFailureProps {
  /** What the page's data call failed with. */
  error: unknown;
  /** The log-in button's words (the apply page says why it asks). */
  logInLabel: string;
  onLogIn(): void;
  /** What the page says when the server has no such thing for this visitor. */
  notFound: ReactNode;
  onRetry(): void;
}

/**
 * Why a form page could not load, under its heading: a visitor who must log in gets a button for it, a missing
 * form or position its own text, anything else the error state with a retry. The form page and the apply page both
 * ask for one thing and fail the same three ways.
 */
export function LoadFailure({ error, logInLabel, onLogIn, notFound, onRetry }: LoadFailureProps) {
  const { t } = useFormsI18n();
  const kind = problemOf(error);
  if (kind === 'login') {
    return (
      <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 }}>
        <p css={{ margin: 0 }}>{t('formsPage.form.loginRequired')}</p>
        <Button onClick={onLogIn}>{logInLabel}</Button>
      </div>
    );
  }
  if (kind === 'notFound') return <>{notFound}</>;
  return <StateScreen state="error" onRetry={onRetry} />;
}
