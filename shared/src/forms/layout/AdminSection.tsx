import { useState } from 'react';
import type { FormSection } from '../rules/types';
import { SectionModeContext, useFormToolkit } from '../engine/FormToolkitContext';
import { KeepRegistered } from '../engine/KeepRegistered';
import { useFormText } from '../engine/useFormText';
import { useIsSectionVisible } from '../engine/useVisibility';
import { linkButtonStyles, tokens } from '../fields/styles';
import { SectionBlock, type HeadingLevel } from './SectionBlock';

/**
 * An admin-form section: shown read-only; an editable one switches to edit mode with 'Edit' and back with 'Done'.
 * A section whose questions are all hidden shows nothing, not even its card (spec §2).
 */
export function AdminSection({ section, level }: { section: FormSection; level: HeadingLevel }) {
  const text = useFormText();
  const { mode } = useFormToolkit();
  const [editing, setEditing] = useState(false);
  const visible = useIsSectionVisible(section.id);
  const canEdit = section.editable === true && mode === 'edit';
  const actions = canEdit ? (
    <button
      type="button"
      aria-expanded={editing}
      aria-label={editing ? undefined : text('forms.edit', { section: section.title })}
      onClick={() => setEditing(!editing)}
      css={(theme) => ({ ...linkButtonStyles(theme), flex: 'none' })}
    >
      {editing ? text('forms.done') : text('forms.editShort')}
    </button>
  ) : undefined;
  // Its hidden questions are unregistered anyway (spec §4): nothing to keep registered either.
  if (!visible) return null;
  return (
    <div
      css={(theme) => ({
        padding: tokens(theme).spacing.md,
        marginBottom: tokens(theme).spacing.md,
        border: `1px solid ${tokens(theme).colors.border}`,
        borderRadius: tokens(theme).radii.md,
      })}
    >
      {canEdit && <KeepRegistered items={section.items.filter((item) => item.type !== 'info' && item.type !== 'instruction')} />}
      <SectionModeContext.Provider value={canEdit && editing ? 'edit' : 'view'}>
        <SectionBlock section={section} level={level} actions={actions} />
      </SectionModeContext.Provider>
    </div>
  );
}
