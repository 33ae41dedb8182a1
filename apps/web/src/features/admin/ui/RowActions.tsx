import type { ReactNode } from 'react';

/** The last cell of an admin table row: its buttons, stacked on phones, side by side from `sm`. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td className="px-3 py-2 text-right align-middle sm:px-4">
      <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:justify-end">{children}</div>
    </td>
  );
}
