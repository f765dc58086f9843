import type { FormListEntry } from '@careers/shared/contracts';
import { useFormatDate } from '@careers/shared/ui';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { AppLink } from '../../ui/AppLink';
import { card, link, muted, statusTag } from '../../ui/styles';

export interface FormListItemProps {
  entry: FormListEntry;
  /** Where the title links to (the server's url for the forms center; onboarding keeps its own page). */
  href: string;
  go: (href: string) => void;
  now?: Date;
}

/** One form of a list: its title (a link to it), status, due date and last change. */
export function FormListItem({ entry, href, go, now = new Date() }: FormListItemProps) {
  const { t } = useFormsI18n();
  const { date: formatDate } = useFormatDate('numeric');
  const overdue = entry.due_at !== null && entry.status !== 'completed' && new Date(entry.due_at).getTime() < now.getTime();
  const due = entry.due_at && entry.status !== 'completed' ? t(overdue ? 'formsPage.center.overdue' : 'formsPage.center.due', { date: formatDate(entry.due_at) }) : null;
  return (
    <li css={(theme) => ({ ...card(theme), display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing.sm })}>
      <div css={{ minWidth: 0, flex: '1 1 260px' }}>
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.typography.size.lg })}>
          <AppLink href={href} go={go} css={link}>
            {entry.title}
          </AppLink>
        </h2>
        <p css={(theme) => ({ ...muted(theme), margin: `${theme.spacing.xs}px 0 0` })}>
          {due && <span css={(theme) => (overdue ? { color: theme.colors.error, fontWeight: theme.typography.weight.medium } : {})}>{due} · </span>}
          {t('formsPage.center.updated', { date: formatDate(entry.updated_at) })}
        </p>
      </div>
      <span css={(theme) => statusTag(theme, entry.status)}>{t(`formsPage.status.${entry.status}`)}</span>
    </li>
  );
}
