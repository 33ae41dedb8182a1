import type { ReactNode } from 'react';
import { SHOP_DETAILS } from '@littleloom/shared';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';

function DetailRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-mint-soft text-mint-strong">
        {icon}
      </span>
      <div>
        <p className="font-bold text-ink">{title}</p>
        <div className="text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center underline-offset-4 hover:text-ink hover:underline';

/** Where the studio is and how to reach it. */
export function ContactDetails() {
  const { studioName, addressLines, phoneDisplay, phoneHref, email, hours } = SHOP_DETAILS;
  return (
    <ul className="flex flex-col gap-6">
      <DetailRow icon={<MapPinIcon />} title="Our store">
        <address className="not-italic">
          {studioName}
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </DetailRow>
      <DetailRow icon={<PhoneIcon />} title="Phone">
        <a href={phoneHref} className={linkClass}>
          {phoneDisplay}
        </a>
      </DetailRow>
      <DetailRow icon={<MailIcon />} title="Email">
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      </DetailRow>
      <DetailRow icon={<ClockIcon />} title="Opening hours">
        {hours.map(({ days, time }) => (
          <span key={days} className="block">
            {days}: {time}
          </span>
        ))}
      </DetailRow>
    </ul>
  );
}
