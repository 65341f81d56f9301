"use client";
// BIENVENUE dialog, opened after a sign-up whose answer names it.
import { useT } from "../../../i18n/client.tsx";
import { Button } from "../../../ui/button/button.tsx";
import { ModalActions, ModalTitle, PlainText } from "../../../ui/modal/views/view-parts.tsx";

export default function WelcomeView({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <>
      <ModalTitle>{t("account.welcome-title")}</ModalTitle>
      <PlainText text={t("account.welcome-text")} />
      <ModalActions>
        <Button onClick={onClose} data-autofocus>
          {t("account.welcome-ok")}
        </Button>
      </ModalActions>
    </>
  );
}
