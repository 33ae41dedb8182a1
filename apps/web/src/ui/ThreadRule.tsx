interface ThreadRuleProps {
  className?: string;
}

/** A short wavy thread drawn under headings: the loom motif, kept small and quiet. */
export function ThreadRule({ className = '' }: ThreadRuleProps) {
  return (
    <svg
      viewBox="0 0 64 8"
      width={64}
      height={8}
      className={`text-coral ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M1 4c5-4 9-4 14 0s9 4 14 0 9-4 14 0 9 4 14 0 5-3 6-2"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  );
}
