import type { StyleColour } from '@littleloom/shared';

/** More dots than this crowd a phone's card; the count says the rest. */
const MAX_DOTS = 4;

/** "+1 colour", "+3 colours": the colours besides the one on the card. */
export function otherColoursText(colours: readonly StyleColour[]): string | null {
  const others = colours.length - 1;
  if (others < 1) return null;
  return `+${others} ${others === 1 ? 'colour' : 'colours'}`;
}

interface CardColoursProps {
  /** The card's own colour first, so its dot leads the row. */
  productId: string;
  colours: readonly StyleColour[];
}

/**
 * A card's row of colour dots and "+N colours". The row is there, empty, on cards without other
 * colours too, so every card in a grid is the same height.
 */
export function CardColours({ productId, colours }: CardColoursProps) {
  const text = otherColoursText(colours);
  const ordered = [
    ...colours.filter((colour) => colour.productId === productId),
    ...colours.filter((colour) => colour.productId !== productId),
  ];
  return (
    <div className="mt-1.5 flex h-5 items-center gap-1">
      {text === null ? null : (
        <>
          {ordered.slice(0, MAX_DOTS).map((colour) => (
            <span
              key={colour.productId}
              aria-hidden="true"
              title={colour.name}
              style={{ backgroundColor: colour.hex }}
              className="size-3 shrink-0 rounded-full ring-1 ring-ink/20 ring-inset"
            />
          ))}
          <span className="ml-1 text-xs text-ink-muted">{text}</span>
        </>
      )}
    </div>
  );
}
