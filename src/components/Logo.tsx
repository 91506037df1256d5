/** The site's mark: a stack of pages, the same drawing as the app icon. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#008080" />
      <rect x="20" y="14" width="28" height="34" rx="4" fill="#7fc4c4" />
      <rect x="14" y="20" width="28" height="34" rx="4" fill="#ffffff" />
      <path d="M18 47l7-9 5 6 4-4 6 7z" fill="#e2725b" />
      <circle cx="34" cy="29" r="3.5" fill="#e2725b" />
    </svg>
  );
}
