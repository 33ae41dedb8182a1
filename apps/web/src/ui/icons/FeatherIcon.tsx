import { Icon, type IconProps } from './Icon';

export function FeatherIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19.5 4.5c-6 0-11 4-11 11v4" />
      <path d="M19.5 4.5c0 7-4 11-11 11" />
      <path d="M8.5 15.5 4.5 19.5" />
    </Icon>
  );
}
