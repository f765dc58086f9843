import { useSnapshot } from 'valtio/react';
import { LazyAssistantPanel } from '../../assistant';
import { closeJobCart, jobCartStore, LazyJobCartPanel } from '../../cart';

/** The search page's side panels, each loaded when configured: the job cart (spec §3) and the assistant (spec §9). */
export function SearchSidePanels({ cart, chatbot, onOpenPosition }: { cart: boolean; chatbot: boolean; onOpenPosition: (id: number) => void }) {
  const { open: cartOpen } = useSnapshot(jobCartStore);
  return (
    <>
      {cart && <LazyJobCartPanel open={cartOpen} onClose={closeJobCart} onOpenPosition={onOpenPosition} />}
      {chatbot && <LazyAssistantPanel onOpenPosition={onOpenPosition} />}
    </>
  );
}
