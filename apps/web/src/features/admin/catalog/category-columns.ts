import type { AdminColumn } from '../ui/AdminTable';

/** #, Name and Actions always show; on narrow screens the name cell carries the rest. */
export const CATEGORY_COLUMNS: AdminColumn[] = [
  {
    title: '#',
    className: 'w-12 text-right',
    skeleton: { bar: 'ml-auto h-4 w-5 rounded bg-slate-100' },
  },
  {
    title: 'Name',
    className: 'w-[38%] sm:w-48',
    skeleton: { bar: 'h-4 w-28 max-w-full rounded bg-slate-200' },
  },
  {
    title: 'Description',
    className: 'hidden md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-4 w-64 max-w-full rounded bg-slate-100' },
  },
  {
    title: 'HSN',
    className: 'hidden w-44 xl:table-cell',
    skeleton: { cell: 'hidden xl:table-cell', bar: 'h-4 w-14 rounded bg-slate-100' },
  },
  {
    title: 'Parcel',
    className: 'hidden w-52 xl:table-cell',
    skeleton: { cell: 'hidden xl:table-cell', bar: 'h-4 w-20 rounded bg-slate-100' },
  },
  {
    title: 'Status',
    className: 'hidden w-28 sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'h-5 w-16 rounded-full bg-slate-100' },
  },
  {
    title: 'Actions',
    className: 'w-28 text-right sm:w-48',
    skeleton: { bar: 'ml-auto h-8 w-24 rounded-lg bg-slate-100' },
  },
];
