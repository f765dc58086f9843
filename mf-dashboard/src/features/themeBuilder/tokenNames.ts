import type { I18n } from '@careers/shared/i18n';

/** A token's readable name ('Background colour'); with `within` another section, the section is named too. */
export function tokenName(t: I18n['t'], path: string, within?: string): string {
  const [section, field] = path.split('.') as [string, string];
  const name = t(`themeBuilder.field.${field}`);
  return section === within ? name : t('themeBuilder.fieldOf', { field: name, section: t(`themeBuilder.section.${section}`) });
}

/** A choice's value as a message key's last part: 'logo-start' → 'logoStart'. */
export const choiceKey = (value: string) => `themeBuilder.choice.${value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
