"use client";
// How a <dialog> (the modal host, the side drawers) is left: Escape (the dialog's cancel), a click on the
// backdrop, and Tab kept inside while it is open.
import { useEffect, type RefObject } from "react";
import { trapTab } from "./focus.ts";

export function useDialogDismiss(dialogRef: RefObject<HTMLDialogElement | null>, close: () => void): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => trapTab(event, dialog);
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) close();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("click", onClick);
    };
  }, [dialogRef, close]);
}
