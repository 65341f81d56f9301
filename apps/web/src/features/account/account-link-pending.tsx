"use client";
// The loading placeholder of an account page during client navigation (spec §2 guard): shown inside the link that
// was followed while the next page resolves its user. It lives in the link, not in a route `loading.tsx`, because
// a route-level Suspense fallback would hide the streamed page from shoppers browsing without JavaScript.
import { useLinkStatus } from "next/link";
import { Spinner } from "../../ui/spinner/spinner.tsx";

export function AccountLinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" aria-live="polite">
      <Spinner size={14} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
