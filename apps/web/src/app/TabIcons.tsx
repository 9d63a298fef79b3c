import type { ReactElement } from 'react';

/** Line icons drawn for the tab bar, so the bar reads as an exchange rather than a template. */
function Icon({ children }: { children: ReactElement | ReactElement[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const TAB_ICONS = {
  home: (
    <Icon>
      <path d="M3.5 10.5 12 4l8.5 6.5" />
      <path d="M6 9v10.5h12V9" />
      <path d="M10 19.5v-5h4v5" />
    </Icon>
  ),
  market: (
    <Icon>
      <path d="M7 4v16" />
      <rect x="5" y="7.5" width="4" height="8" rx="0.8" />
      <path d="M17 4v16" />
      <rect x="15" y="9.5" width="4" height="5" rx="0.8" />
    </Icon>
  ),
  trade: (
    <Icon>
      <path d="M4 8h14l-3.5-3.5" />
      <path d="M20 16H6l3.5 3.5" />
    </Icon>
  ),
  contract: (
    <Icon>
      <path d="M4 19.5h16" />
      <path d="M5 15.5 9.5 11l3 3L19 7.5" />
      <path d="M15 7.5h4v4" />
    </Icon>
  ),
  assets: (
    <Icon>
      <rect x="3.5" y="6" width="17" height="13" rx="2.5" />
      <path d="M3.5 10h17" />
      <circle cx="16.5" cy="14.5" r="1.2" />
      <path d="M6.5 6 15 3.5l1 2.5" />
    </Icon>
  ),
  my: (
    <Icon>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </Icon>
  ),
} as const;
