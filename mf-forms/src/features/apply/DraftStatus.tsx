import { useFormatDate } from '@careers/shared/ui';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { notice } from '../../ui/styles';

/** The saved copy the form's answers came from or went to, and when. */
export type DraftNote = { kind: 'restored' | 'saved'; at: string } | null;

/**
 * The draft's line (restored, or saved at …), in the browser's time zone once the remote runs. It formats the time
 * itself: formatted by ApplyForm, the change of zone right after the takeover redrew the whole form (issue 27).
 */
export function DraftStatus({ draft }: { draft: DraftNote }) {
  const { t } = useFormsI18n();
  // MM/DD/YYYY in English, the forms' date format (spec §4, §9).
  const { dateTime } = useFormatDate('numeric');
  const text = draft ? t(draft.kind === 'restored' ? 'formsPage.apply.draftRestored' : 'formsPage.apply.draftSavedAt', { date: dateTime(draft.at) }) : null;
  return (
    <p role="status" css={(theme) => (text ? notice(theme, 'info') : { margin: 0 })}>
      {text}
    </p>
  );
}
