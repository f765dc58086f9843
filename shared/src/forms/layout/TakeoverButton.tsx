import { buttonStyles, notReadyStyle, scriptOnly, useHydrated, useNotReady, type ButtonProps } from '@careers/shared/ui';

export interface TakeoverButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form's submit button: a plain button until the takeover (a native submit would reload the page). */
  submits?: boolean;
  /** What it says, over its label, until the remote has taken a server-drawn form over. */
  notReadyWords: string;
}

/**
 * A footer button of a form the server drew (the apply page, issue 27): it cannot act before the remote has taken the
 * form over, so it says so until then; without scripts it is not drawn. Drawn in the browser, none of this shows. It
 * reads the takeover itself, so the urgent change right after hydrating redraws the button, not the whole form.
 * The Button's look and these in one `css` prop on the tag: emotion inserts a `css` prop given to a component
 * (`<Button css=…>`) as a class of its own that no element carries, which the server leaves out of the page's styles,
 * so the browser compiled and inserted it while taking the form over (issue 27, Total Blocking Time).
 */
export function TakeoverButton({ submits = false, notReadyWords, variant = 'primary', ...rest }: TakeoverButtonProps) {
  const hydrated = useHydrated();
  const notReady = useNotReady(notReadyWords);
  return (
    <button
      {...rest}
      type={submits && hydrated ? 'submit' : 'button'}
      css={(theme) => [buttonStyles(theme, variant), notReadyStyle(theme), scriptOnly]}
      {...notReady}
    />
  );
}
