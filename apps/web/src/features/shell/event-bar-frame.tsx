"use client";
// The event bar's frame and its « Masquer » button: a form to hideEventBar, so it closes without JavaScript too;
// once hydrated the UI preferences close it in place (and write the same EVENT_BAR cookie).
import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { CloseIcon } from "../../ui/icons/icons.tsx";
import { useSetUiPrefs, useUiPref } from "../../ui/prefs/ui-prefs.tsx";
import { hideEventBar } from "./event-bar-actions.ts";
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
  const pathname = usePathname();
  if (!visible) return null;
  return (
    <section className={styles.bar} data-tone={tone} aria-label={label}>
      <div className={styles.inner}>
        {children}
        <form
          action={hideEventBar}
          className={styles.closeForm}
          onSubmit={(event) => {
            event.preventDefault();
            setPrefs({ eventBarVisible: false });
          }}
        >
          {/* Where to come back when the browser sends no referrer. */}
          <input type="hidden" name="back" value={pathname} />
          <button type="submit" className={styles.close} aria-label={closeLabel} title={closeLabel}>
            <CloseIcon size={16} />
          </button>
        </form>
      </div>
    </section>
  );
}
