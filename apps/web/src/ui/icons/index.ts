/**
 * The shop's line icons, one module each so a page's chunk carries only the icons it draws.
 */
export type { IconProps } from './Icon';
export { SearchIcon } from './SearchIcon';
export { UserIcon } from './UserIcon';
export { BagIcon } from './BagIcon';
export { HeartIcon } from './HeartIcon';
export { MenuIcon } from './MenuIcon';
export { CloseIcon } from './CloseIcon';
export { ArrowRightIcon } from './ArrowRightIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { ExchangeIcon } from './ExchangeIcon';
export { ReturnBoxIcon } from './ReturnBoxIcon';
export { SupportIcon } from './SupportIcon';
export { PhoneIcon } from './PhoneIcon';
export { MailIcon } from './MailIcon';
export { MapPinIcon } from './MapPinIcon';
export { ClockIcon } from './ClockIcon';
export { FeatherIcon } from './FeatherIcon';
export { TagIcon } from './TagIcon';
export { TruckIcon } from './TruckIcon';
export { WalletIcon } from './WalletIcon';
