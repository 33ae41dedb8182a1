import type { Address } from '@littleloom/shared';
import { useEffect, useRef, useState } from 'react';

/** What the address form is open for: a new address, or one of the saved ones. */
export type AddressEditing = { kind: 'add' } | { kind: 'edit'; address: Address };

/**
 * Which address form is open, if any (one at a time), and where focus goes when it closes. The
 * button that opened it may have been replaced while the form was open (an address's Edit button
 * gives way to the form), so it is found again by id once the form is gone.
 */
export function useAddressEditor() {
  const [editing, setEditing] = useState<AddressEditing | null>(null);
  const focusAfterClose = useRef<string | null>(null);

  useEffect(() => {
    const id = focusAfterClose.current;
    if (editing !== null || id === null) return;
    focusAfterClose.current = null;
    document.getElementById(id)?.focus();
  }, [editing]);

  return {
    editing,
    startAdding: () => setEditing({ kind: 'add' }),
    startEditing: (address: Address) => setEditing({ kind: 'edit', address }),
    /** Closes the form and moves focus to the element with `focusId`. */
    close: (focusId: string) => {
      focusAfterClose.current = focusId;
      setEditing(null);
    },
  };
}
