import type { ComponentPropsWithRef } from 'react';
import { useNotReady } from '@careers/shared/ui';

export interface TakeoverFormProps extends ComponentPropsWithRef<'form'> {
  /** What the form's own buttons say until the remote has taken a server-drawn form over. */
  notReadyWords: string;
}

/**
 * The `<form>` element, marked `data-not-ready` until the remote has taken the form the server drew over (issue 27),
 * for the CSS that has its buttons say so. It alone reads the takeover: that change comes right after the hydrating
 * commit and is urgent (not time-sliced), so read by FormBody it redrew every question in one long task. The
 * questions come as `children` made by FormBody, the same elements, so React skips them.
 */
export function TakeoverForm({ notReadyWords, children, ...rest }: TakeoverFormProps) {
  const notReady = useNotReady(notReadyWords);
  return (
    <form {...rest} data-not-ready={notReady['data-not-ready']}>
      {children}
    </form>
  );
}
