import { useState } from 'react';
import { visuallyHidden } from '@careers/shared/a11y';
import { tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';

const STAR_COUNT = 5;

/** star_rating questions: 5 stars, Poor to Excellent (spec §9); the value is 1 to 5. */
export function StarRating({ name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy }: WidgetProps<number>) {
  const text = useFormText();
  const [hover, setHover] = useState(0);
  const rating = typeof value === 'number' ? value : Number(value) || 0;
  const shown = hover || rating;
  return (
    <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: tokens(theme).spacing.sm })} onMouseLeave={() => setHover(0)}>
      <div css={{ display: 'flex' }}>
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const stars = index + 1;
          const starId = index === 0 ? id : `${id}-${stars}`;
          return (
            <label
              key={stars}
              htmlFor={starId}
              onMouseEnter={() => !disabled && setHover(stars)}
              css={(theme) => ({
                fontSize: 28,
                lineHeight: 1,
                padding: 4,
                cursor: disabled ? 'default' : 'pointer',
                color: stars <= shown ? tokens(theme).colors.warning : tokens(theme).colors.controlBorder,
                '&:focus-within': { outline: `3px solid ${tokens(theme).colors.focusRing}`, borderRadius: 4 },
              })}
            >
              <input
                type="radio"
                id={starId}
                name={name}
                value={stars}
                checked={rating === stars}
                disabled={disabled}
                required={required || undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={() => {
                  onChange(stars);
                  onBlur();
                }}
                onFocus={() => onFocus()}
                onBlur={() => onBlur()}
                css={visuallyHidden}
              />
              <span aria-hidden="true">{stars <= shown ? '★' : '☆'}</span>
              <span css={visuallyHidden}>{text(`forms.star.${stars}`)}</span>
            </label>
          );
        })}
      </div>
      {shown > 0 && <span aria-hidden="true">{text(`forms.star.${shown}`)}</span>}
    </div>
  );
}
