import type { ReactNode } from 'react';
import { ThreadRule } from '../../ui/ThreadRule';

/** The page title of a sign-in form, with the thread motif and a line of help under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <ThreadRule />
      {children ? <p className="text-ink-muted">{children}</p> : null}
    </div>
  );
}
