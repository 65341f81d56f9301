"use client";
// Buttons that open the catalogue's modal views (gallery, mix-and-match offer, quick view, recalls).
import Link from "next/link";
import { isPlainClick } from "../../ui/modal/view-link.tsx";
import type { ReactNode } from "react";
import { useModal } from "../../ui/modal/modal-context.ts";
import type { ModalPayloads } from "../../ui/modal/modal-views.ts";

export function OpenGalleryButton({
  payload,
  className,
  children,
  label,
}: {
  payload: ModalPayloads["MEDIA_GALLERY"];
  className?: string;
  children: ReactNode;
  label: string;
}) {
  const { openModal } = useModal();
  return (
    <button type="button" className={className} aria-label={label} onClick={() => openModal("MEDIA_GALLERY", payload)}>
      {children}
    </button>
  );
}

export function OpenMixMatchButton({ id, className, children }: { id: number; className?: string; children: ReactNode }) {
  const { openModal } = useModal();
  return (
    <button type="button" className={className} onClick={() => openModal("PANACHAGE", { id })}>
      {children}
    </button>
  );
}

/** A link to the product page that opens the ARTICLE quick view instead when JavaScript runs. */
export function QuickViewLink({
  id,
  href,
  className,
  children,
}: {
  id: number;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { openModal } = useModal();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openModal("ARTICLE", { id });
      }}
    >
      {children}
    </a>
  );
}

export function OpenRecallsLink({ className, children }: { className?: string; children: ReactNode }) {
  const { openModal } = useModal();
  return (
    <Link
      href="/rappels-produits"
      prefetch={false}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        openModal("RAPPEL_PRODUITS");
      }}
    >
      {children}
    </Link>
  );
}
