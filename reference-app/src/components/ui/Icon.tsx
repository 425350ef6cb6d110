// The few icons the widget draws, as inline SVG paths on a 24 px grid (no icon font, nothing fetched).
const PATHS = {
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  users:
    'M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM20 20v-1.5a3.5 3.5 0 0 0-2.5-3.35M15 4.15a3.5 3.5 0 0 1 0 6.7',
  calendar: 'M5 6h14v14H5zM5 10h14M9 3.5v4M15 3.5v4',
  bed: 'M3 18v-11M3 14h18v4M21 14v-2.5a2.5 2.5 0 0 0-2.5-2.5H11v5M7 11.5a1.5 1.5 0 1 0 0-.01',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5a1 1 0 1 0 0-.01',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  alert: 'M12 8v5M12 16.5v.01M12 3l9.5 17h-19z',
  info: 'M12 11v6M12 7.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
} as const;

/**
 * The name of one of the widget's icons.
 *
 * @example
 * ```ts
 * const name: IconName = 'users';
 * ```
 */
export type IconName = keyof typeof PATHS;

/**
 * A decorative icon in the current text colour, 1.25em square; hidden from screen readers (the control
 * it sits in has a name of its own).
 *
 * @example
 * ```tsx
 * <button aria-label={text.close}><Icon name="close" /></button>
 * ```
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `sk-icon ${className}` : 'sk-icon'}
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
