import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { ProfileMenu } from './ProfileMenu';

describe('ProfileMenu (signed-in header)', () => {
  it('greets the shopper and opens My Profile, Orders and Logout', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProfileMenu user={{ name: 'Asha' }} onLogout={onLogout} />);

    const button = await screen.findByRole('button', { name: /Asha/ });
    expect(screen.getByText('Hi, Asha')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('greets by first name, and opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileMenu user={{ name: 'Asha Rao' }} onLogout={vi.fn()} />);

    const button = await screen.findByRole('button', { name: /Asha/ });
    expect(screen.getByText('Hi, Asha')).toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
