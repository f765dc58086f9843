import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { useJobCart } from '../cart/useJobCart';
import { askAssistant } from './assistantApi';
import type { Ask } from './chatStore';

/**
 * How the panel asks the assistant: the site's domain, the conversation, and the job cart's ids (spec §4: the
 * chatbot is told them). Built per render, so a send carries the cart as it is then. A cart not loaded (yet), or
 * that failed to load, is left out, and the server reads the stored one instead of being told of an empty list.
 */
export function useAssistantAsk(): Ask {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const cart = useJobCart();
  const cartIds = cart.enabled && !cart.isLoading && !cart.error ? cart.ids : undefined;
  return (conversation) => askAssistant(transport, domain, conversation, cartIds);
}
