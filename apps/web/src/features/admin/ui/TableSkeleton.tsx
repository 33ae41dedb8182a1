/** One placeholder cell: where it shows (the column's own visibility classes) and its bar. */
export interface SkeletonCell {
  /**
   * Classes of the cell beyond the shared padding, e.g. `hidden md:table-cell`; a `py-` class
   * here replaces the usual vertical padding (a row of thumbnails is tighter).
   */
  cell?: string;
  /** Size, shape and shade of the placeholder bar, e.g. `h-4 w-48 rounded bg-slate-200`. */
  bar: string;
}

/**
 * Still rows that hold a table's shape while its first page loads, so nothing jumps when it
 * arrives, and one status line that tells screen readers what is loading.
 */
export function TableSkeleton({
  rows,
  cells,
  label,
}: {
  rows: number;
  cells: SkeletonCell[];
  label: string;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {cells.map(({ cell = '', bar }, column) => (
            <td key={column} className={`px-3 sm:px-4 ${/\bpy-/.test(cell) ? '' : 'py-3'} ${cell}`}>
              <div className={`animate-pulse ${bar}`} />
            </td>
          ))}
        </tr>
      ))}
      <tr className="sr-only">
        <td colSpan={cells.length} role="status">
          {label}
        </td>
      </tr>
    </>
  );
}
