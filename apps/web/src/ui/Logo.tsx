import { LOGO_MARK } from './logo-mark';

interface LogoMarkProps {
  /** Rendered width and height in pixels. */
  size?: number;
  className?: string;
}

/** The yarn-ball mark on its own (decorative: the wordmark or a label names it). */
export function LogoMark({ size = 32, className }: LogoMarkProps) {
  const { viewBox, ball, wraps, wrapStroke, thread, threadStroke } = LOGO_MARK;
  return (
    <svg
      viewBox={viewBox}
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx={ball.cx} cy={ball.cy} r={ball.r} fill={ball.fill} />
      <g fill="none" stroke={wrapStroke} strokeWidth={1.8} strokeLinecap="round">
        {wraps.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <path
        d={thread}
        fill="none"
        stroke={threadStroke}
        strokeWidth={2.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  markSize?: number;
  /** Extra classes for the name beside the mark (e.g. to hide it where space is short). */
  nameClassName?: string;
}

/** The "Little Loom" wordmark: the mark beside the name, set in the shop's bold Nunito. */
export function Logo({ className = '', markSize = 34, nameClassName = '' }: LogoProps) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark size={markSize} className="shrink-0" />
      <span
        className={`text-xl leading-none font-bold tracking-tight whitespace-nowrap text-ink sm:text-[1.4rem] ${nameClassName}`}
      >
        Little <span className="text-coral-strong">Loom</span>
      </span>
    </span>
  );
}
