import type { Ref } from 'react';

/** Hands a node to a caller's ref of either kind: the combobox keeps the input for itself and gives it on. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
