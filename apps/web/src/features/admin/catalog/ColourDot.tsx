interface ColourDotProps {
  /** `#rrggbb`. */
  hex: string;
  /** Pixels across; 14 unless told. */
  size?: number;
}

/**
 * A colour's dot. Decorative: the colour's name always stands beside it, so it is hidden from
 * screen readers. The thin ring keeps white and cream visible on a white surface.
 */
export function ColourDot({ hex, size = 14 }: ColourDotProps) {
  return (
    <span
      aria-hidden="true"
      data-colour={hex}
      style={{ backgroundColor: hex, width: size, height: size }}
      className="inline-block shrink-0 rounded-full ring-1 ring-slate-900/25 ring-inset"
    />
  );
}
