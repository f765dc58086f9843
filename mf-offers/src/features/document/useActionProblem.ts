import { useState } from 'react';
import type { Offer, OfferDocumentResponse } from '@careers/shared/contracts';
import { messageOf, refusedByState } from './useDocumentActions';

/** A failed action's note: what failed, and the server's reason when it says more. */
export interface ActionProblem {
  text: string;
  reason: string | null;
}

export interface ActionProblemOptions {
  document: OfferDocumentResponse['document'];
  /** The offer as the server has it now (null when it is gone). */
  currentOffer(): Promise<Offer | null>;
  onState(data: OfferDocumentResponse): void;
}

/**
 * The note a failed action leaves on the document page (its toast closes by itself, spec §8; this stays). A call
 * refused for the offer's state turns the page to that state's view instead (user trial s19): no form or Decline
 * whose every try would be refused too.
 */
export function useActionProblem({ document, currentOffer, onState }: ActionProblemOptions) {
  const [problem, setProblem] = useState<ActionProblem | null>(null);

  /** Runs `call`; if it fails, `text` (with the server's reason) is the note and the failure is thrown on. */
  const withProblem = async (call: () => Promise<void>, text: string) => {
    setProblem(null);
    try {
      await call();
    } catch (error) {
      // The server's reason stays on the page after its toast has gone.
      const reason = messageOf(error, '');
      setProblem({ text, reason: reason && reason !== text ? reason : null });
      // Refused for the offer's state (it expired meanwhile, say): the page turns to that state's view at once,
      // without the form or Decline, whose every try would be refused too (user trial s19). Its note says why.
      const current = refusedByState(error) ? await currentOffer().catch(() => null) : null;
      if (current && !current.actionable) {
        setProblem(null);
        onState({ offer: current, document });
      }
      throw error;
    }
  };

  return { problem, setProblem, withProblem };
}
