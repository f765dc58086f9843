import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { linkButtonStyles, tokens } from '../fields/styles';
import { useFormText } from '../engine/useFormText';
import type { FormItem } from '../rules/types';
import { SanitizedHtml } from './SanitizedHtml';

/** Spec §9: an instruction shows 150px until 'Read more'; expanded, it scrolls within 400px. */
const INSTRUCTION_COLLAPSED_HEIGHT = 150;
const INSTRUCTION_WRAPPER_HEIGHT = 400;

/**
 * info and instruction items: text for the candidate, no answer. An instruction longer than the height limit
 * collapses with a 'Read more' button that expands it once.
 */
export function InstructionBlock({ item }: { item: FormItem }) {
  const text = useFormText();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const collapsible = item.type === 'instruction';

  const measure = () => {
    const body = bodyRef.current;
    if (collapsible && body) setOverflows(body.scrollHeight > INSTRUCTION_COLLAPSED_HEIGHT);
  };
  // Again once HTML content is on the page (the sanitiser loads on demand).
  useLayoutEffect(measure, [collapsible, item.html, item.description]);

  // 'Read more' goes away once used: focus moves to the text it revealed instead of falling to the page.
  useEffect(() => {
    if (expanded) bodyRef.current?.focus({ preventScroll: true });
  }, [expanded]);

  const collapsed = collapsible && overflows && !expanded;
  return (
    <div data-field={item.name} css={{ gridColumn: '1 / -1' }}>
      {item.label && (
        <p css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.xs}px`, fontWeight: tokens(theme).typography.weight.medium })}>{item.label}</p>
      )}
      <div
        ref={bodyRef}
        css={(theme) => ({
          maxHeight: collapsed ? INSTRUCTION_COLLAPSED_HEIGHT : INSTRUCTION_WRAPPER_HEIGHT,
          overflowY: collapsed ? 'hidden' : 'auto',
          color: tokens(theme).colors.text,
        })}
        // Only an expanded instruction scrolls, and then keyboard users must be able to reach it to scroll.
        tabIndex={expanded ? 0 : undefined}
        role={expanded && item.label ? 'region' : undefined}
        aria-label={expanded ? item.label : undefined}
      >
        {item.html ? <SanitizedHtml html={item.html} onShown={measure} /> : item.description && <p css={{ margin: 0 }}>{item.description}</p>}
        {item.image && <img src={item.image} alt="" css={{ maxWidth: '100%' }} />}
      </div>
      {collapsed && (
        <button type="button" css={(theme) => ({ ...linkButtonStyles(theme), marginTop: tokens(theme).spacing.xs })} onClick={() => setExpanded(true)}>
          {text('forms.readMore')}
        </button>
      )}
    </div>
  );
}
