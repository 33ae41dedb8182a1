import { useEffect, useEffectEvent, useRef } from 'react';
import { formatPriceBound, type SliderScale } from './price-range';

interface PriceSliderProps {
  scale: SliderScale;
  low: number;
  high: number;
  /** While a handle moves: the values to show. */
  onSlide: (low: number, high: number) => void;
  /** When a handle is let go (or a key moved it): the values to apply. */
  onCommit: (low: number, high: number) => void;
}

/**
 * Two handles on one track, as two native range inputs laid over each other (index.css,
 * `.price-slider`): each is a real slider for keyboards and screen readers, with its value read
 * out in rupees. Moving a handle only shows the range; letting it go applies it, so the list is
 * asked for once per move, not once per pixel.
 */
export function PriceSlider({ scale, low, high, onSlide, onCommit }: PriceSliderProps) {
  const span = scale.max - scale.min;
  const at = (value: number) => `${((value - scale.min) / span) * 100}%`;
  // When both handles meet, the one that can still move away must be on top: the low handle at
  // the top end, the high one elsewhere.
  const lowOnTop = low > scale.min + span / 2;

  return (
    <div className="price-slider relative h-11">
      <div
        aria-hidden="true"
        className="absolute inset-x-[1.375rem] top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-line"
      >
        <div
          className="absolute inset-y-0 rounded-full bg-coral"
          style={{ left: at(low), right: `calc(100% - ${at(high)})` }}
        />
      </div>
      <RangeHandle
        label="Lowest price"
        scale={scale}
        value={low}
        onTop={lowOnTop}
        onSlide={(value) => onSlide(Math.min(value, high), high)}
        onCommit={(value) => onCommit(Math.min(value, high), high)}
      />
      <RangeHandle
        label="Highest price"
        scale={scale}
        value={high}
        onTop={!lowOnTop}
        onSlide={(value) => onSlide(low, Math.max(value, low))}
        onCommit={(value) => onCommit(low, Math.max(value, low))}
      />
    </div>
  );
}

interface RangeHandleProps {
  label: string;
  scale: SliderScale;
  value: number;
  onTop: boolean;
  onSlide: (value: number) => void;
  onCommit: (value: number) => void;
}

function RangeHandle({ label, scale, value, onTop, onSlide, onCommit }: RangeHandleProps) {
  const ref = useRef<HTMLInputElement>(null);
  // React's onChange follows every movement; the native change event fires once the handle is
  // let go (or on each key press), which is when the choice is made.
  const commit = useEffectEvent(() => {
    if (ref.current) onCommit(Number(ref.current.value));
  });
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const listener = () => commit();
    input.addEventListener('change', listener);
    return () => input.removeEventListener('change', listener);
  }, []);

  return (
    <input
      ref={ref}
      type="range"
      aria-label={label}
      aria-valuetext={formatPriceBound(value)}
      min={scale.min}
      max={scale.max}
      step={scale.step}
      value={value}
      onChange={(event) => onSlide(Number(event.target.value))}
      className={onTop ? 'z-10' : 'z-0'}
    />
  );
}
