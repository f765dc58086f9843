import { useEffect } from 'react';
import { armLeaveGuard, confirmLeave, leavingLosesAnswers } from './leaveGuard';

interface BeforeRoutingDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

/**
 * While `active` (a form has unsaved answers), leaving the page asks first: a reload, Back/Forward to
 * another site or closing the tab get the browser's own question (beforeunload); moving to another page
 * of the site (navbar, Back/Forward, our links) asks `question` and stays when the candidate says no.
 */
export function useLeaveGuard(active: boolean, question: string): void {
  useEffect(() => {
    if (!active) return;
    const disarm = armLeaveGuard(question);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!leavingLosesAnswers()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    // single-spa announces every change of address before it happens and lets a listener cancel it.
    const beforeRouting = (event: Event) => {
      const detail = (event as CustomEvent<BeforeRoutingDetail | undefined>).detail;
      if (!detail?.cancelNavigation || detail.oldUrl === detail.newUrl) return;
      if (confirmLeave()) return;
      detail.cancelNavigation();
      // The shell acts on page changes (scroll, title, focus) in its own listener: this one is not happening.
      event.stopImmediatePropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Capture: runs before the shell's listener on window.
    window.addEventListener('single-spa:before-routing-event', beforeRouting, { capture: true });
    return () => {
      disarm();
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('single-spa:before-routing-event', beforeRouting, { capture: true });
    };
  }, [active, question]);
}
