import { Button } from '@careers/shared/ui';

export interface ErrorStateProps {
  message: string;
  action: { label: string; onClick: () => void };
}

/**
 * An error in place of a view, with one way forward. Unlike the shared StateScreen its text is not an
 * alert: the failure was already announced once by its error toast (spec §8), not twice.
 */
export function ErrorState({ message, action }: ErrorStateProps) {
  return (
    <div
      data-state="error"
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: theme.spacing.md,
        padding: `${theme.spacing.xl}px ${theme.spacing.md}px`,
        color: theme.colors.textMuted,
        textAlign: 'center',
      })}
    >
      <p css={{ margin: 0 }}>{message}</p>
      <Button variant="secondary" onClick={action.onClick}>
        {action.label}
      </Button>
    </div>
  );
}
