"use client";
// Toast provider, useToast() hook and the two live regions (polite for most, assertive for errors).
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { useT } from "../../i18n/client.tsx";
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from "../icons/icons.tsx";
import { createToastQueue, liveRoleOf, type Toast, type ToastQueue, type ToastType } from "./toast-queue.ts";
import styles from "./toaster.module.css";

export type ToastApi = {
  success: (message: string) => number;
  info: (message: string) => number;
  warning: (message: string) => number;
  error: (message: string) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastQueue | null>(null);
const EMPTY: readonly Toast[] = [];

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createToastQueue());
  return (
    <ToastContext.Provider value={queue}>
      {children}
      <Toaster queue={queue} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error("useToast doit être utilisé dans un ToastProvider.");
  return useMemo(
    () => ({
      success: (m) => queue.show("success", m),
      info: (m) => queue.show("info", m),
      warning: (m) => queue.show("warning", m),
      error: (m) => queue.show("error", m),
      dismiss: queue.dismiss,
    }),
    [queue],
  );
}

const ICONS: Record<ToastType, ReactNode> = {
  success: <CheckIcon />,
  info: <InfoIcon />,
  warning: <AlertIcon />,
  error: <AlertIcon />,
};

function Toaster({ queue }: { queue: ToastQueue }) {
  const t = useT();
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, () => EMPTY);
  const render = (list: readonly Toast[]) =>
    list.map((toast) => (
      <div
        key={toast.id}
        role={liveRoleOf(toast.type)}
        className={`${styles.toast} ${styles[toast.type]}`}
        data-type={toast.type}
      >
        <span className={styles.icon}>{ICONS[toast.type]}</span>
        <p className={styles.message}>
          <span className="visually-hidden">{t(`toast.${toast.type}`)}&nbsp;: </span>
          {toast.message}
        </p>
        <button
          type="button"
          className={styles.close}
          onClick={() => queue.dismiss(toast.id)}
          aria-label={t("toast.close")}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    ));
  return (
    <div className={styles.viewport}>
      <div aria-live="polite" className={styles.stack}>
        {render(toasts.filter((x) => x.type !== "error"))}
      </div>
      <div aria-live="assertive" className={styles.stack}>
        {render(toasts.filter((x) => x.type === "error"))}
      </div>
    </div>
  );
}
