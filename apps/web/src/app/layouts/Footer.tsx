import { Link } from 'react-router';
import { SHOP_DETAILS } from '@littleloom/shared';
import { MailIcon, PhoneIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/collection', label: 'Collection' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/seller', label: 'Seller details' },
] as const;

const COPYRIGHT_YEAR = 2026;

const linkClass =
  'inline-flex min-h-11 items-center gap-2 text-ink-muted underline-offset-4 hover:text-ink hover:underline';

export function Footer() {
  return (
    <footer className="mt-20 border-t border-line bg-white">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <Link to="/" aria-label="Little Loom home" className="inline-flex min-h-11 items-center">
            <Logo markSize={30} />
          </Link>
          <p className="mt-3 text-ink-muted">
            Soft, honest clothes and everyday goods for babies and children, chosen by parents in
            Bengaluru and delivered across India.
          </p>
        </div>

        <nav aria-labelledby="footer-shop-heading">
          <h2
            id="footer-shop-heading"
            className="text-sm font-bold tracking-[0.08em] text-ink uppercase"
          >
            Shop
          </h2>
          <ul className="mt-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-[0.08em] text-ink uppercase">Get in touch</h2>
          <ul className="mt-2">
            <li>
              <a href={SHOP_DETAILS.phoneHref} className={linkClass}>
                <PhoneIcon size={18} />
                {SHOP_DETAILS.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${SHOP_DETAILS.email}`} className={linkClass}>
                <MailIcon size={18} />
                {SHOP_DETAILS.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-5 text-center text-sm text-ink-muted">
          © {COPYRIGHT_YEAR} Little Loom. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
