import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore, setSession, showToast } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import type { ProfileDetails, ProfileEditBody } from '@careers/shared/contracts';
import { postProfileEdit } from '../../data/profileApi';
import { profileKeys } from '../../data/profileKeys';
import { useProfileI18n } from './useProfileI18n';

/** The server's per-field messages of a 422, if any. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TransportError)) return {};
  const fields = (error.data as { error?: { fields?: Record<string, string> } } | null)?.error?.fields;
  return fields && typeof fields === 'object' ? fields : {};
}

/** The key of the spec §8 text for a failed profile edit. */
export const editErrorKey = (error: unknown) => (error instanceof TransportError && error.status === 422 ? 'profile.editInvalid' : 'profile.editFailed');

/** After any change: the page's reads take the new profile, the session (navbar, other pages) too. */
export function useApplyProfile() {
  const { mutate } = useSWRConfig();
  const { domain } = useSnapshot(sessionStore);
  return (profile: ProfileDetails) => {
    void mutate(profileKeys.details(domain), profile, { revalidate: false });
    void mutate(profileKeys.analysis(domain));
    const { skills: _s, experience: _e, education: _ed, experienceYears: _y, ...boot } = profile;
    setSession({ profile: boot });
  };
}

/**
 * One profile_edit call (spec §3 "Profile edit payload"). Failures show the spec's toast ('Invalid request
 * received. Please try again' on 422, else 'Something went wrong. Please try again') and hand the
 * server's per-field messages and that text back for the form to show beside its fields and as its error line.
 */
export function useProfileEdit() {
  const { t } = useProfileI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const apply = useApplyProfile();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const edit = async (body: Omit<ProfileEditBody, 'domain'>): Promise<{ ok: true } | { ok: false; fields: Record<string, string>; message: string }> => {
    setBusy(true);
    try {
      const answer = await postProfileEdit(transport, { ...body, domain });
      apply(answer.data.profile);
      return { ok: true };
    } catch (error) {
      const message = t(editErrorKey(error));
      showToast({ kind: 'error', message });
      const fields = fieldErrorsOf(error);
      // The entry named by index is gone or moved (another tab changed the list): show the list as it is now.
      if (fields.index) void mutate(profileKeys.details(domain));
      return { ok: false, fields, message };
    } finally {
      setBusy(false);
    }
  };
  return { edit, busy };
}
