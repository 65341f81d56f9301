"use client";
import { useT } from "../../../i18n/client.tsx";
import { Button } from "../../button/button.tsx";
import { ModalActions, ModalTitle, PlainText } from "./view-parts.tsx";

export function InfoView({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <ModalTitle>{title}</ModalTitle>
      <PlainText text={text} />
      <ModalActions>
        <Button onClick={onClose} data-autofocus>
          {t("modal.ok")}
        </Button>
      </ModalActions>
    </>
  );
}
