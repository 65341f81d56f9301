"use client";
// BIENVENUE dialog, opened after a sign-up whose answer names it: the answer's welcome (which names the referral
// voucher the form promised, when there is one), then what to do next.
import { useT } from "../../../i18n/client.tsx";
import { Button } from "../../../ui/button/button.tsx";
import { ModalActions, ModalTitle, PlainText } from "../../../ui/modal/views/view-parts.tsx";

export default function WelcomeView({ message, onClose }: { message?: string | undefined; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <ModalTitle>{t("account.welcome-title")}</ModalTitle>
      <PlainText text={message ? `${message}\n\n${t("account.welcome-text")}` : t("account.welcome-text")} />
      <ModalActions>
        <Button onClick={onClose} data-autofocus>
          {t("account.welcome-ok")}
        </Button>
      </ModalActions>
    </>
  );
}
