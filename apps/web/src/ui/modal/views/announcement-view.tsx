"use client";
// CORA_AUCHAN view: the network announcement configured by the shop.
import { useT } from "../../../i18n/client.tsx";
import { Markdown } from "../../../lib/markdown/markdown.tsx";
import { Button } from "../../button/button.tsx";
import type { AnnouncementPayload } from "../modal-views.ts";
import { ModalActions, ModalTitle } from "./view-parts.tsx";

export default function AnnouncementView({
  title,
  body,
  link,
  onClose,
}: AnnouncementPayload & { onClose: () => void }) {
  const t = useT();
  return (
    <>
      <ModalTitle>{title}</ModalTitle>
      <Markdown source={body} />
      <ModalActions>
        {link && (
          <Button href={link.href} variant="secondary">
            {link.label}
          </Button>
        )}
        <Button onClick={onClose} data-autofocus>
          {t("modal.announcement-dismiss")}
        </Button>
      </ModalActions>
    </>
  );
}
