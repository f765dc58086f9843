import { buttonStyles, notReadyStyle, scriptOnly, useNotReady } from '@careers/shared/ui';

/**
 * Drawn by the server (issue 27): Delete draft acts only once the remote has taken the page over. It reads the
 * takeover itself: that change is urgent, and read by the form it redrew every question in one task.
 */
export function DeleteDraftButton({ label, notReadyWords, onClick }: { label: string; notReadyWords: string; onClick: () => void }) {
  const notReady = useNotReady(notReadyWords);
  return (
    // A tag, not <Button css=…>: emotion inserts the `css` prop of a component as a class no element carries, which the
    // server leaves out of the page's styles, so the browser compiled it while taking the page over (issue 27, TBT).
    <button type="button" css={(theme) => [buttonStyles(theme, 'secondary'), notReadyStyle(theme), scriptOnly]} {...notReady} onClick={onClick}>
      {label}
    </button>
  );
}
