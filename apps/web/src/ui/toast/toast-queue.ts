// Toast queue: a pure reducer plus a small store that closes each toast after 3 s (spec §8: no progress bar).
import { TOAST_DURATION_MS } from "../constants.ts";

export type ToastType = "success" | "info" | "warning" | "error";
export type Toast = { id: number; type: ToastType; message: string };

export type ToastAction = { type: "show"; toast: Toast } | { type: "dismiss"; id: number };

/** At most this many toasts on screen; the oldest goes first. */
export const MAX_TOASTS = 4;

export const toastReducer = (toasts: readonly Toast[], action: ToastAction): Toast[] => {
  switch (action.type) {
    case "show":
      return [...toasts, action.toast].slice(-MAX_TOASTS);
    case "dismiss":
      return toasts.filter((t) => t.id !== action.id);
  }
};

/** Errors interrupt screen readers; everything else waits its turn. */
export const liveRoleOf = (type: ToastType): "alert" | "status" => (type === "error" ? "alert" : "status");

export type ToastQueue = {
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
  show: (type: ToastType, message: string) => number;
  dismiss: (id: number) => void;
};

export const createToastQueue = (durationMs: number = TOAST_DURATION_MS): ToastQueue => {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action);
    for (const [id, timer] of timers) {
      if (!toasts.some((t) => t.id === id)) {
        clearTimeout(timer);
        timers.delete(id);
      }
    }
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: (type, message) => {
      const id = nextId++;
      dispatch({ type: "show", toast: { id, type, message } });
      timers.set(
        id,
        setTimeout(() => dispatch({ type: "dismiss", id }), durationMs),
      );
      return id;
    },
    dismiss: (id) => dispatch({ type: "dismiss", id }),
  };
};
