import type { FormItem } from '../rules/types';
import { tokens } from '../fields/styles';

/** Where a read-only question sits in the form's grid: half a row or a whole one, as in edit mode. */
export const viewWrapperCss = (item: FormItem) => ({ gridColumn: item.layout === 'half' ? 'span 1' : '1 / -1', minWidth: 0 }) as const;

/** The question's label above its read-only answer. */
export const viewLabelCss = (theme: Parameters<typeof tokens>[0]) => ({ display: 'block', marginBottom: tokens(theme).spacing.xs, fontWeight: tokens(theme).typography.weight.medium });
