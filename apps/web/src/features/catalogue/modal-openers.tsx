"use client";
// Buttons that open the catalogue's modal views (gallery, mix-and-match offer); the quick view and the recalls are
// links (ViewLink).
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
