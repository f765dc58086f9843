import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { input, label as labelStyle, muted } from './styles';

export interface ComboboxOption {
  id: string;
  label: string;
  /** Shown after the label, e.g. the kind of suggestion. */
  detail?: string;
}

export interface ComboboxProps<O extends ComboboxOption> {
  label: string;
  /** Text of the input. */
  value: string;
  onChange: (value: string) => void;
  options: readonly O[];
  onPick: (option: O) => void;
  /** Tells whether the visitor is typing into the box (suggestions are wanted). */
  onOpenChange?: (open: boolean) => void;
  /** A line under the box: loading or error text of the suggestions. */
  status?: { text: string; isError: boolean } | null;
  name?: string;
  maxLength?: number;
}

/**
 * An editable combobox with a list of suggestions, after the WAI-ARIA 1.2 combobox pattern: focus
 * stays in the input, the active option is announced through aria-activedescendant; Down/Up move
 * (opening the list), Enter picks the active option (or, closing the list, submits the form when
 * none is active), Escape closes, Tab leaves. Clicking or Down on the box opens the list too; a
 * submitted form closes it.
 */
export function Combobox<O extends ComboboxOption>({ label, value, onChange, options, onPick, onOpenChange, status, name, maxLength }: ComboboxProps<O>) {
  const id = useId();
  const [open, setOpenState] = useState(false);
  const [activeIndex, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const expanded = open && options.length > 0;
  // New suggestions may be fewer than the index pointed at.
  const active = activeIndex < options.length ? activeIndex : -1;

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setActive(-1);
    onOpenChange?.(next);
  };

  // The search ran (Enter, or the Search button): suggestions for what was typed are no longer wanted.
  const closeOnSubmit = useRef<() => void>(() => undefined);
  closeOnSubmit.current = () => {
    if (open) setOpen(false);
  };
  useEffect(() => {
    const form = inputRef.current?.form;
    const onSubmit = () => closeOnSubmit.current();
    form?.addEventListener('submit', onSubmit);
    return () => form?.removeEventListener('submit', onSubmit);
  }, []);

  useEffect(() => {
    const option = active >= 0 ? listRef.current?.children[active] : null;
    // jsdom has no scrollIntoView.
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const pick = (option: O) => {
    setOpen(false);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      // Alt+Down only opens the list (APG); plain Down/Up also move through it, wrapping around.
      if (event.altKey) return;
      setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(options[active] as O);
    } else if (event.key === 'Enter') {
      // Not prevented: the form submits what was typed.
      if (open) setOpen(false);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div css={{ position: 'relative' }}>
      <label htmlFor={`${id}-input`} css={labelStyle}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name={name}
        maxLength={maxLength}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-${active}` : undefined}
        aria-describedby={open && status ? `${id}-status` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onClick={() => !open && setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => open && setOpen(false)}
        css={input}
      />
      <div
        hidden={!open || (!expanded && !status)}
        // Keep focus in the input: a press anywhere in the pop-up (an option, its padding, the status
        // line) would blur it and close the list before the click (as filter pop-ups did, issue 14 #1).
        onMouseDown={(event) => event.preventDefault()}
        css={(theme) => ({
          position: 'absolute',
          zIndex: theme.zIndex.dropdown,
          top: '100%',
          left: 0,
          right: 0,
          marginTop: 4,
          padding: 4,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
          boxShadow: '0 8px 24px rgba(16, 24, 40, 0.18)',
        })}
      >
        {status && (
          <p
            id={`${id}-status`}
            role={status.isError ? 'alert' : 'status'}
            css={(theme) => ({ margin: 0, padding: '6px 12px', fontSize: theme.typography.size.sm, color: status.isError ? theme.colors.error : theme.colors.textMuted })}
          >
            {status.text}
          </p>
        )}
        <ul
          ref={listRef}
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          css={(theme) => ({
            margin: 0,
            padding: 0,
            listStyle: 'none',
            overflowY: 'auto',
            // Spec §9: 240 px on medium screens, 320 px on large ones.
            maxHeight: theme.layout.searchDropdownMaxHeight.medium,
            [theme.mq.largeDesktopUp]: { maxHeight: theme.layout.searchDropdownMaxHeight.large },
          })}
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              onClick={() => pick(option)}
              css={(theme) => ({
                padding: '10px 12px',
                borderRadius: theme.radii.sm,
                cursor: 'pointer',
                '&[aria-selected="true"], &:hover': { background: theme.colors.secondaryHover },
              })}
            >
              {option.label}
              {option.detail && <span css={muted}> · {option.detail}</span>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
