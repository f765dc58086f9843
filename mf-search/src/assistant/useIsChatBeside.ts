import { useEffect, useState } from 'react';
import { CHAT_BREAKPOINT_PX } from './chatLayout';

// Spec §4: the panel sits beside the page on screens *wider* than the breakpoint; at exactly 992px it overlays.
const query = `(min-width: ${CHAT_BREAKPOINT_PX + 0.02}px)`;
const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true);

/** True when the chat panel sits beside the page; false when it overlays it (then it behaves as a modal). */
export function useIsChatBeside(): boolean {
  const [beside, setBeside] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setBeside(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return beside;
}
