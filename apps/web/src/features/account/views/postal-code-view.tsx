"use client";
// CODE_POSTAL dialog: the postal-code form; on success the page has re-rendered with the new cookies.
import { useT } from "../../../i18n/client.tsx";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { PostalCodeForm } from "../forms.tsx";

export default function PostalCodeView({ redirect, current, onClose }: { redirect: string; current: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <ModalTitle>{t("account.cp-title")}</ModalTitle>
      <p>{t("account.cp-lead")}</p>
      <PostalCodeForm redirect={redirect} current={current} inline onDone={onClose} />
    </>
  );
}
