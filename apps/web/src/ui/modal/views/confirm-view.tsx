"use client";
// CONFIRM and CONFIRM_SIMPLE: a message, a cancel and a confirm button; the confirm callback may be async.
import { useState } from "react";
import { useT } from "../../../i18n/client.tsx";
import { Button } from "../../button/button.tsx";
import type { ConfirmPayload } from "../modal-views.ts";
import { ModalActions, ModalTitle, PlainText } from "./view-parts.tsx";

export function ConfirmView({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  simple,
  onClose,
}: ConfirmPayload & { simple: boolean; onClose: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm?.();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  const cancel = () => {
    onCancel?.();
    onClose();
  };
  return (
    <>
      <ModalTitle hidden={simple && !title}>{title ?? t("modal.confirm-title")}</ModalTitle>
      <PlainText text={message} />
      <ModalActions>
        <Button variant="secondary" onClick={cancel} data-autofocus disabled={busy}>
          {cancelLabel ?? t("modal.cancel")}
        </Button>
        <Button onClick={confirm} loading={busy}>
          {confirmLabel ?? t("modal.confirm")}
        </Button>
      </ModalActions>
    </>
  );
}
