interface CountBadgeProps {
  count: number;
}

/** The small number on the cart and wishlist icons; nothing at zero. Screen readers get the count from the link's label. */
export function CountBadge({ count }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-0.5 right-0.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-coral-strong px-1 text-[0.7rem] leading-none font-bold text-white ring-2 ring-cream"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
