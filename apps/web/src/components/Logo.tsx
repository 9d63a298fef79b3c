/** The brand mark: two offset bars forming an upward step, on the brand gold. */
export function Logo({ size = '0.56rem' }: { size?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" className="logo">
      <rect width="64" height="64" rx="16" fill="var(--brand, #f0b90b)" />
      <path
        d="M16 40 28 28l8 8 12-12"
        fill="none"
        stroke="#15181f"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="48" cy="24" r="4" fill="#15181f" />
    </svg>
  );
}
