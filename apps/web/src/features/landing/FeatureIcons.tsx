import type { ReactNode } from "react";

/** Decorative line icons; the card titles carry the meaning, so screen readers skip these. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={26}
      height={26}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function ShieldCheckIcon() {
  return (
    <LineIcon>
      <path d="M12 3l8 3v6c0 5-3.4 8.2-8 9-4.6-.8-8-4-8-9V6l8-3z" />
      <path d="M9 12l2 2 4-4" />
    </LineIcon>
  );
}

export function LockIcon() {
  return (
    <LineIcon>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      <path d="M12 15v2" />
    </LineIcon>
  );
}

export function ChatShieldIcon() {
  return (
    <LineIcon>
      <path d="M20 15a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2z" />
      <path d="M9 10h6" />
    </LineIcon>
  );
}
