import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { createToastQueue, liveRoleOf, MAX_TOASTS, toastReducer } from "./toast-queue.ts";

describe("toast queue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("closes a toast by itself after 3 seconds", () => {
    const queue = createToastQueue();
    queue.show("success", "Produit ajouté à votre liste.");
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it("gives each toast its own 3 seconds", () => {
    const queue = createToastQueue();
    queue.show("info", "Premier");
    vi.advanceTimersByTime(1000);
    queue.show("warning", "Second");
    vi.advanceTimersByTime(2000);
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(["Second"]);
    vi.advanceTimersByTime(1000);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it("can be closed early, and then its timer is dropped", () => {
    const queue = createToastQueue();
    const id = queue.show("error", "Le paiement a échoué.");
    queue.dismiss(id);
    expect(queue.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("notifies subscribers on show and on close", () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.show("info", "Bonjour");
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps only the newest toasts on screen", () => {
    let toasts = toastReducer([], { type: "show", toast: { id: 1, type: "info", message: "1" } });
    for (let id = 2; id <= MAX_TOASTS + 2; id++)
      toasts = toastReducer(toasts, { type: "show", toast: { id, type: "info", message: String(id) } });
    expect(toasts).toHaveLength(MAX_TOASTS);
    expect(toasts[0]?.id).toBe(3);
  });

  it("announces errors assertively and the rest politely", () => {
    expect(liveRoleOf("error")).toBe("alert");
    expect(liveRoleOf("success")).toBe("status");
    expect(liveRoleOf("warning")).toBe("status");
    expect(liveRoleOf("info")).toBe("status");
  });
});
