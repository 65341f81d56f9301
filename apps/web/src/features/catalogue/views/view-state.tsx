"use client";
// Loading and error states shared by the catalogue's modal views.
import { useT } from "../../../i18n/client.tsx";
import { Spinner } from "../../../ui/spinner/spinner.tsx";
import type { CallState } from "./use-call.ts";
import styles from "./views.module.css";

export function ViewStatus({ state }: { state: CallState<unknown> }) {
  const t = useT();
  if (state.status === "loading")
    return (
      <div className={styles.status}>
        <Spinner size={28} />
        <span className="visually-hidden">{t("loading")}</span>
      </div>
    );
  if (state.status === "error")
    return (
      <p className={styles.error} role="alert">
        {t("error-something-wrong")}
      </p>
    );
  return null;
}
