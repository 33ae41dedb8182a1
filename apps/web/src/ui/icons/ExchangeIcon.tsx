import { Icon, type IconProps } from './Icon';

export function ExchangeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 9h13l-3.5-3.5" />
      <path d="M20 15H7l3.5 3.5" />
    </Icon>
  );
}
