import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import type { ResumeProposal } from '@careers/shared/contracts';
import { fetchResumeProposal } from '../../data/profileApi';
import { useProfileI18n } from './useProfileI18n';

/** A resume whose proposal is under review. */
export interface ResumeReview {
  id: number;
  name: string;
  proposal: ResumeProposal;
}

/**
 * The proposal review of the resume section, and where the keyboard goes around it: into the review's heading
 * when it opens; when it closes, to the result line after "Add to my profile" (`applied`), else to the section's
 * heading. The refs go on those three places.
 */
export function useResumeReview() {
  const { t } = useProfileI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [review, setReview] = useState<ResumeReview | null>(null);
  const [closed, setClosed] = useState<{ applied: boolean } | null>(null);
  const reviewRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!closed) return;
    if (closed.applied) resultRef.current?.focus();
    else headingRef.current?.focus();
  }, [closed]);
  useEffect(() => {
    if (review) reviewRef.current?.querySelector<HTMLElement>('#resume-review')?.focus();
  }, [review]);

  const show = (next: ResumeReview) => {
    setClosed(null);
    setReview(next);
  };
  /** Asks the server for a stored resume's proposal and shows it; a failure is said by the spec §8 toast. */
  const open = async (id: number, name: string) => {
    try {
      const answer = await fetchResumeProposal(transport, domain, id);
      show({ id, name, proposal: answer.data.proposal });
    } catch {
      showToast({ kind: 'error', message: t('profile.editFailed') });
    }
  };
  const done = (applied: boolean) => {
    setReview(null);
    setClosed({ applied });
  };
  /** A deleted resume's review closes (nothing takes the keyboard: the list it was in changes). */
  const forget = (id: number) => {
    if (review?.id === id) setReview(null);
  };
  return { review, applied: closed?.applied === true, show, open, done, forget, reviewRef, headingRef, resultRef };
}
