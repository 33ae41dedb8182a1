import type { ReactNode } from 'react';
import { ThreadRule } from './ThreadRule';

interface SectionHeadingProps {
  /** The heading's id, so the section can be labelled by it. */
  id?: string;
  title: string;
  /** A short line under the title. */
  children?: ReactNode;
  /** Heading level: pages use 1, sections 2. */
  level?: 1 | 2;
  align?: 'center' | 'start';
}

export function SectionHeading({
  id,
  title,
  children,
  level = 2,
  align = 'center',
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const alignment = align === 'center' ? 'items-center text-center' : 'items-start text-left';
  return (
    <div className={`flex flex-col gap-2 ${alignment}`}>
      <Heading id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </Heading>
      <ThreadRule />
      {children ? <p className="max-w-2xl text-ink-muted">{children}</p> : null}
    </div>
  );
}
