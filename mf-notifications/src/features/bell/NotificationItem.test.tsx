import { screen } from '@testing-library/react';
import { renderWithProviders } from '@careers/shared/testing';
import { NotificationItem } from './NotificationItem';

// A notification's message may name the company's English job title first, or have been written before its
// language was known: it runs in its own direction, so an Arabic bell keeps an English sentence's full stop at its end.
test("a notification's message takes its direction from its own text", () => {
  renderWithProviders(
    <ul>
      <NotificationItem
        notification={{ id: 'n1', categoryTitle: 'Offers', message: 'Your interview is scheduled.', createdAt: '2026-11-20T10:00:00.000Z', isClicked: false, redirectUrl: '/careers/interviews', notificationType: 'read_only' }}
        onOpen={jest.fn()}
      />
    </ul>,
    { locale: 'ar' },
  );
  expect(screen.getByText('Your interview is scheduled.')).toHaveAttribute('dir', 'auto');
});
