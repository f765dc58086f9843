import { useIsVisible } from '../engine/useVisibility';
import { useQuestionMode } from '../engine/FormToolkitContext';
import type { FormItem } from '../rules/types';
import { InstructionBlock } from '../widgets/InstructionBlock';
import { ViewQuestion } from '../view/ViewQuestion';
import { EditQuestion } from './EditQuestion';

const same = (dependency: string) => dependency;

/**
 * One question of any type, in the mode of its form or section; nothing at all while its dependencies hide
 * it (so its field is unregistered).
 */
export function QuestionField({ item, name = item.name, resolveName = same }: { item: FormItem; name?: string; resolveName?: (dependency: string) => string }) {
  const visible = useIsVisible(name);
  const mode = useQuestionMode();
  if (!visible) return null;
  if (item.type === 'info' || item.type === 'instruction') return <InstructionBlock item={{ ...item, name }} />;
  if (mode === 'view') return <ViewQuestion item={item} name={name} />;
  return <EditQuestion item={item} name={name} resolveName={resolveName} />;
}
