// The 404 illustration: an empty shopping bag with a question mark, drawn inline (no request, no preload).
export function NotFoundIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 320 240"
      width="320"
      height="240"
      aria-hidden="true"
      focusable="false"
      data-illustration="page-introuvable"
    >
      <ellipse cx="160" cy="214" rx="118" ry="12" fill="#efece4" />
      <circle cx="70" cy="70" r="34" fill="#e6f2ea" />
      <circle cx="258" cy="58" r="22" fill="#fdf1d6" />
      <path d="M78 96h164l-13 100a12 12 0 0 1-12 10.5H103a12 12 0 0 1-12-10.5L78 96Z" fill="#0f6b3e" />
      <path d="M78 96h164l-2 16H80z" fill="#0a4f2d" />
      <path d="M118 98V78a42 42 0 0 1 84 0v20" fill="none" stroke="#0f6b3e" strokeWidth="10" strokeLinecap="round" />
      <circle cx="118" cy="100" r="7" fill="#0a4f2d" />
      <circle cx="202" cy="100" r="7" fill="#0a4f2d" />
      <path
        d="M142 142c0-10 8-18 18-18s18 8 18 18c0 8-5 12-10 15-4 2.4-6 4.6-6 9v3"
        fill="none"
        stroke="#fff"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="162" cy="186" r="6" fill="#fff" />
      <path d="M238 150c-9-3-13.5-10.5-12-21.5 11-1 18.5 4 21 13-4-.6-7.5.9-9 8.5Z" fill="#f2b134" />
      <path d="M52 168c8 0 14 6 14 14s-6 14-14 14-14-6-14-14 6-14 14-14Z" fill="#c1121f" />
      <path d="M52 168c0-6 3-10 8-12" fill="none" stroke="#2e7d32" strokeWidth="3" strokeLinecap="round" />
      <path d="M270 176l10 20h-20z" fill="#f2b134" />
    </svg>
  );
}
