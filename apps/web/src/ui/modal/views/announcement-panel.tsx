// The network announcement's content (CORA_AUCHAN), for the server (open in the first HTML) and the browser alike:
// its dismiss button submits a `method="dialog"` form, which closes the native dialog with or without a script;
// the modal host hears the dialog's `close` event.
import { typesetFrench } from "@cabas/contracts/french-typography";
import { Markdown } from "../../../lib/markdown/markdown.tsx";
import { Button } from "../../button/button.tsx";
import type { AnnouncementPayload } from "../modal-views.ts";
import { ModalActions, ModalTitle } from "./view-parts.tsx";
import styles from "./views.module.css";

export function AnnouncementPanel({ title, body, link, dismissLabel }: AnnouncementPayload & { dismissLabel: string }) {
  return (
    <>
      <ModalTitle>{typesetFrench(title)}</ModalTitle>
      <Markdown source={body} />
      <form method="dialog" className={styles.dialogForm}>
        <ModalActions>
          {link && (
            <Button href={link.href} variant="secondary">
              {link.label}
            </Button>
          )}
          <Button type="submit" data-autofocus>
            {dismissLabel}
          </Button>
        </ModalActions>
      </form>
    </>
  );
}
