import { useEffect, useState } from 'react';
import { breakpoints } from '@careers/shared/theme';

const query = `(min-width: ${breakpoints.desktop}px)`;
const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true);

/** Desktop gets the dropdown; phone and tablet get the full-screen panel (spec §2 Notifications). */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setDesktop(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return desktop;
}
