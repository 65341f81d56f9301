"use client";
// REGISTER dialog (generic auto-sized dialog): the sign-up form.
import { useT } from "../../../i18n/client.tsx";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { SignUpForm } from "../forms.tsx";

export default function RegisterView({ redirect, pro }: { redirect: string; pro?: boolean }) {
  const t = useT();
  return (
    <>
      <ModalTitle>{t("account.register-title")}</ModalTitle>
      <SignUpForm redirect={redirect} pro={pro === true} inDialog />
    </>
  );
}
