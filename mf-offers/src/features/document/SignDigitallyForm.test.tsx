import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { SignDigitallyForm } from './SignDigitallyForm';
import { isAcceptedSignature } from '@careers/shared/validation';

const AGREE = 'I have read and agree to the terms and conditions';
const NAME = 'Enter your name as the electronic signature';

function setup(fullName: string | null, onSign = jest.fn(async () => undefined)) {
  renderWithProviders(<SignDigitallyForm fullName={fullName} onSign={onSign} />);
  return { onSign, user: userEvent.setup() };
}

describe('the signature rule (spec §5)', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace', true],
    ['  ada   lovelace ', 'Ada Lovelace', true],
    ['Ada', 'Ada Lovelace', false],
    ['', 'Ada Lovelace', false],
    ['Anyone at all', null, true],
    ['   ', null, false],
  ])('%j against %j → %s', (typed, fullName, ok) => expect(isAcceptedSignature(typed, fullName)).toBe(ok));
});

it('requires the terms checkbox and a signature, with the spec texts, and sends nothing', async () => {
  const { onSign, user } = setup('Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: new RegExp(AGREE) })).toHaveFocus();
  expect(onSign).not.toHaveBeenCalled();
});

it("refuses a name other than the profile's full name", async () => {
  const { onSign, user } = setup('Ada Lovelace');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(AGREE) }));
  await user.type(screen.getByRole('textbox', { name: new RegExp(NAME) }), 'Charles Babbage');
  await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
  expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: new RegExp(NAME) })).toHaveAttribute('aria-invalid', 'true');
  expect(onSign).not.toHaveBeenCalled();
});

it('signs with the full name, by keyboard alone', async () => {
  const { onSign, user } = setup('Ada Lovelace');
  await user.tab();
  expect(screen.getByRole('checkbox', { name: new RegExp(AGREE) })).toHaveFocus();
  await user.keyboard(' ');
  await user.tab();
  await user.keyboard('Ada Lovelace');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Submit signed offer' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(onSign).toHaveBeenCalledWith('Ada Lovelace'));
});

it('takes any non-blank name when the profile has none', async () => {
  const { onSign, user } = setup(null);
  await user.click(screen.getByRole('checkbox', { name: new RegExp(AGREE) }));
  await user.type(screen.getByRole('textbox', { name: new RegExp(NAME) }), 'A. Candidate');
  await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
  await waitFor(() => expect(onSign).toHaveBeenCalledWith('A. Candidate'));
});

it("shows the server's 'Please enter your full name' under the field", async () => {
  const onSign = jest.fn(async () => {
    throw new TransportError('Please enter your full name', { status: 422, code: 'invalid_signature' });
  });
  const { user } = setup(null, onSign);
  await user.click(screen.getByRole('checkbox', { name: new RegExp(AGREE) }));
  await user.type(screen.getByRole('textbox', { name: new RegExp(NAME) }), 'Someone');
  await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(NAME) })).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
});
