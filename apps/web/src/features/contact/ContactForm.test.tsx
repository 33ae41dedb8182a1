import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { ContactForm } from './ContactForm';

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />);
  return {
    user,
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
    submit: screen.getByRole('button', { name: 'Send message' }),
  };
}

describe('contact form', () => {
  it('shows the three required messages next to their fields when sent empty', async () => {
    const { user, name, email, message, submit } = setup();
    await user.click(submit);

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message cannot be empty')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(message).toHaveAccessibleDescription('Message cannot be empty');
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it('refuses an e-mail without a proper shape', async () => {
    const { user, name, email, message, submit } = setup();
    await user.type(name, 'Asha');
    await user.type(email, 'asha@example');
    await user.type(message, 'Do you have the bunny romper in 6-12M?');
    await user.click(submit);

    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it('thanks the shopper with a toast and clears the fields when valid', async () => {
    const { user, name, email, message, submit } = setup();
    await user.type(name, 'Asha Rao');
    await user.type(email, 'asha@example.com');
    await user.type(message, 'Do you have the bunny romper in 6-12M?');
    await user.click(submit);

    const toasts = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(toasts).findByText('Message sent successfully!')).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });
});
