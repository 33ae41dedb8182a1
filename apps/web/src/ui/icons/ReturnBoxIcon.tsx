import { Icon, type IconProps } from './Icon';

export function ReturnBoxIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8.5 12 4l8 4.5v7L12 20l-8-4.5z" />
      <path d="M4 8.5 12 13l8-4.5M12 13v7" />
    </Icon>
  );
}
