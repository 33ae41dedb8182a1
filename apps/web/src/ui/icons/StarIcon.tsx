import { Icon, type IconProps } from './Icon';

export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props}>
      <path
        d="M12 3.6l2.5 5.1 5.6.8-4 4 .9 5.6-5-2.6-5 2.6.9-5.6-4-4 5.6-.8z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  );
}
