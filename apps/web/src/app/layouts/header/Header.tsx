import { Link } from 'react-router';
import { useCartCount } from '../../../features/cart/use-cart-count';
import { useWishlistCount } from '../../../features/wishlist/use-wishlist-count';
import { BagIcon, HeartIcon } from '../../../ui/icons';
import { Logo } from '../../../ui/Logo';
import { AccountMenu } from './AccountMenu';
import { CountLink } from './CountLink';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { SearchButton } from './SearchButton';

/** The storefront header (storefront.md §2): logo, main links, search, account, wishlist, cart. */
export function Header() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur-sm">
      <div className="container-page relative flex h-16 items-center gap-2 md:h-20">
        <Link
          to="/"
          aria-label="Little Loom home"
          className="-ml-1 inline-flex min-h-11 items-center rounded-full px-1"
        >
          {/* The narrowest phones keep the mark alone: the name would push an icon off screen. */}
          <Logo markSize={30} nameClassName="hidden xs:inline" />
        </Link>

        <div className="flex flex-1 justify-center">
          <DesktopNav />
        </div>

        <div className="-mr-1.5 flex items-center sm:gap-1">
          <SearchButton />
          <AccountMenu />
          <CountLink to="/wishlist" label="Wishlist" count={wishlistCount} icon={<HeartIcon />} />
          <CountLink to="/cart" label="Cart" count={cartCount} icon={<BagIcon />} />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
