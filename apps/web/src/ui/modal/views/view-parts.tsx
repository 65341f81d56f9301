"use client";
// Building blocks shared by the modal views: the title (named by the host) and the actions row.
import type { ReactNode } from "react";
import { useModalTitleId } from "../modal-context.ts";
import styles from "./views.module.css";

export function ModalTitle({ children, hidden }: { children: ReactNode; hidden?: boolean }) {
  const id = useModalTitleId();
  return (
    <h2 id={id} className={hidden ? "visually-hidden" : styles.title}>
      {children}
    </h2>
  );
}

export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Plain text with blank-line paragraphs, as given in a payload. */
export function PlainText({ text }: { text: string }) {
  return (
    <div className={styles.text}>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
