import type { ContrastFinding } from '@careers/shared/contracts';
import { useFormat } from '@careers/shared/ui';
import { fails, notes, passes } from './themeBuilderStyles';
import { tokenName } from './tokenNames';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

export interface ContrastNotesProps {
  id: string;
  /** The colour's `section.field`. */
  path: string;
  findings: readonly ContrastFinding[];
}

/**
 * The contrast findings that name one colour, beside its field: each ratio with the colour it is measured against,
 * and whether it passes (the words say it, not only the colour). The field's input is described by this list.
 */
export function ContrastNotes({ id, path, findings }: ContrastNotesProps) {
  const { t } = useThemeBuilderI18n();
  const { number } = useFormat();
  const section = path.split('.')[0];
  const mine = findings.filter((finding) => finding.fg === path || finding.bg === path);
  if (!mine.length) return null;
  return (
    <ul id={id} css={notes}>
      {mine.map((finding) => {
        const drawn = finding.fg === path;
        const key = drawn
          ? finding.passes
            ? 'themeBuilder.contrast.onPasses'
            : 'themeBuilder.contrast.onFails'
          : finding.passes
            ? 'themeBuilder.contrast.underPasses'
            : 'themeBuilder.contrast.underFails';
        const values = {
          ratio: number(finding.ratio, { maximumFractionDigits: 2 }),
          minimum: number(finding.minimum, { maximumFractionDigits: 1 }),
          other: tokenName(t, drawn ? finding.bg : finding.fg, section),
        };
        return (
          <li key={`${finding.fg} ${finding.bg}`} css={finding.passes ? passes : fails}>
            {t(key, values)}
          </li>
        );
      })}
    </ul>
  );
}
