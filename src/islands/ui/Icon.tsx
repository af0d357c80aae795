// A line icon from the shop's one set (./icons/), drawn the same way as the Astro <Icon>.
// It takes the icon's data, not its name, so an island bundles only the icons it imports.
// Decorative: the text next to it, or an aria-label on the button, names the action.
import type { IconDef } from './icons/types';

interface Props {
  icon: IconDef;
  className?: string;
  /** overrides the icon's own stroke width */
  strokeWidth?: string;
}

export function Icon({ icon, className = 'h-5 w-5', strokeWidth }: Props) {
  return (
    <svg
      className={`shrink-0 ${className}`}
      viewBox={icon.viewBox ?? '0 0 24 24'}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth ?? icon.strokeWidth ?? '2'}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={icon.d} />
    </svg>
  );
}
