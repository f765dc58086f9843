import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { postResume } from '../../data/profileApi';
import { profileKeys } from '../../data/profileKeys';
import { readDataUrl } from './readDataUrl';
import type { ResumeReview } from './useResumeReview';
import { useApplyProfile } from './useProfileEdit';
import { useProfileI18n } from './useProfileI18n';

/**
 * Spec §4 "Resume upload": a picked file waits for confirmation (`picked`); confirming uploads it, updates the
 * profile and hands the server's proposal to `onUploaded`; cancelling forgets it. A refusal shows the server's
 * message when it is the candidate's to fix (4xx), else the spec §8 text, and says the spec §8 toast either way.
 * The resume list is read again after every try. `input` goes on the file picker, which is emptied after each.
 */
export function useResumeUpload(onUploaded: (review: ResumeReview) => void) {
  const { t } = useProfileI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const { mutate } = useSWRConfig();
  const apply = useApplyProfile();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');

  const cancel = () => {
    setPicked(null);
    if (input.current) input.current.value = '';
  };
  const upload = async () => {
    if (!picked) return;
    const file = picked;
    setPicked(null);
    setUploading(true);
    setError('');
    try {
      const answer = await postResume(transport, domain, file.name, await readDataUrl(file));
      apply(answer.candidate);
      showToast({ kind: 'success', message: t('profile.resume.uploaded') });
      onUploaded({ id: answer.resume.id, name: answer.resume.name, proposal: answer.proposal });
    } catch (e) {
      setError(e instanceof TransportError && e.status >= 400 && e.status < 500 && e.message ? e.message : t('profile.uploadFailed'));
      showToast({ kind: 'error', message: t('profile.uploadFailed') });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
      void mutate(profileKeys.resumes(domain));
    }
  };
  return { input, picked, pick: setPicked, cancel, upload, uploading, error };
}
