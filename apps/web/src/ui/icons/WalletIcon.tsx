import { Icon, type IconProps } from './Icon';

export function WalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="6" width="17" height="13" rx="2.5" />
      <path d="M3.5 9.5h17M15.5 14h2" />
    </Icon>
  );
}
