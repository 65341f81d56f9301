"use client";
import type { ReactNode } from "react";
import { CloseIcon } from "../../ui/icons/icons.tsx";
import { useSetUiPrefs, useUiPref } from "../../ui/prefs/ui-prefs.tsx";
import styles from "./event-bar.module.css";

export function EventBarFrame({
  label,
  closeLabel,
  tone,
  children,
}: {
  label: string;
  closeLabel: string;
  tone: string;
  children: ReactNode;
}) {
  const visible = useUiPref("eventBarVisible");
  const setPrefs = useSetUiPrefs();
  if (!visible) return null;
  return (
    <section className={styles.bar} data-tone={tone} aria-label={label}>
      <div className={styles.inner}>
        {children}
        <button
          type="button"
          className={styles.close}
          onClick={() => setPrefs({ eventBarVisible: false })}
          aria-label={closeLabel}
          title={closeLabel}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </section>
  );
}
