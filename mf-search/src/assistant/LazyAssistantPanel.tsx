import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { assistantStore } from './assistantStore';
import { ChatPageSpace } from './ChatPageSpace';

export interface AssistantPanelProps {
  onOpenPosition(id: number): void;
}

// The chat's body is its own chunk: it downloads the first time the visitor opens the assistant.
const AssistantPanel = lazy(() => import(/* webpackChunkName: "assistant-panel" */ './AssistantPanel'));

/** The assistant's side panel, loaded on first open; renders nothing while closed or when the chatbot is off. */
export function LazyAssistantPanel({ onOpenPosition }: AssistantPanelProps) {
  const { open } = useSnapshot(assistantStore);
  const { configs } = useSnapshot(sessionStore);
  if (!open || !configs?.chatbot.enabled) return null;
  return (
    <>
      <ChatPageSpace />
      <Suspense fallback={null}>
        <AssistantPanel onOpenPosition={onOpenPosition} />
      </Suspense>
    </>
  );
}
