import { focusableElements } from '@careers/shared/a11y';

/**
 * Focuses the first field of `section` that `isInvalid` names, else the section's first input (spec §2:
 * clicking a step). Fields are found by their `data-field` wrappers, in page order. Focus does not scroll:
 * the caller scrolls smoothly, and a focus that scrolled would cut that scroll short half-way.
 */
export function focusSectionField(section: HTMLElement, isInvalid: (name: string) => boolean): HTMLElement | undefined {
  const fields = Array.from(section.querySelectorAll<HTMLElement>('[data-field]'));
  const invalid = fields.find((field) => isInvalid(field.dataset.field ?? '') && focusableElements(field).length > 0);
  const target = invalid
    ? focusableElements(invalid)[0]
    : focusableElements(section).find((element) => /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName)) ?? focusableElements(section)[0];
  target?.focus({ preventScroll: true });
  return target;
}
