import { useState } from 'react';

interface AvatarProps {
  name: string;
  /** A picture's address; initials show when there is none or it does not load. */
  url: string | null | undefined;
  size?: number;
}

/** Up to two initials from the name ("Asha Rao" -> "AR"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const isWebUrl = (url: string) => /^https?:\/\//i.test(url) && URL.canParse(url);

/** The shopper's picture in a circle, or their initials on a soft ground. Decorative. */
export function Avatar({ name, url, size = 88 }: AvatarProps) {
  const [brokenUrl, setBrokenUrl] = useState<string>();
  const picture = url && isWebUrl(url) && url !== brokenUrl ? url : undefined;
  const box = { width: size, height: size };

  if (picture) {
    return (
      <img
        src={picture}
        alt=""
        width={size}
        height={size}
        style={box}
        onError={() => setBrokenUrl(picture)}
        className="shrink-0 rounded-full border border-line bg-cream object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...box, fontSize: size * 0.36 }}
      className="flex shrink-0 items-center justify-center rounded-full bg-peach-soft font-bold text-coral-deep select-none"
    >
      {initials(name) || '🙂'}
    </span>
  );
}
