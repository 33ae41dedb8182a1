import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogVariant } from './ConfirmDialog';

function Harness({
  variant = 'default',
  pending = false,
  onConfirm = () => undefined,
}: {
  variant?: ConfirmDialogVariant;
  pending?: boolean;
  onConfirm?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Rompers
      </button>
      <ConfirmDialog
        open={open}
        variant={variant}
        title="Delete Rompers?"
        description="Its products stay, without a category."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={pending}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title and described by its text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Rompers' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Rompers?' });
    expect(dialog).toHaveAccessibleDescription('Its products stay, without a category.');
    // Not destructive: focus starts on the confirm button.
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('starts on Cancel when destructive, and gives focus back when closed', async () => {
    const user = userEvent.setup();
    render(<Harness variant="destructive" />);
    const opener = screen.getByRole('button', { name: 'Delete Rompers' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms once, and holds both buttons while the act is in flight', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete Rompers' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(<Harness onConfirm={onConfirm} pending />);
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
