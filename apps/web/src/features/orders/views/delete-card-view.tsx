"use client";
// DELETE_CARD: the generic confirm dialog about one saved card; on confirmation deleteCB, a toast, the list read again.
import { useRouter } from "next/navigation";
import { useT } from "../../../i18n/client.tsx";
import { NETWORK_FAILURE } from "../../../lib/api/query.ts";
import type { CardToDelete } from "../../../ui/modal/modal-views.ts";
import { ConfirmView } from "../../../ui/modal/views/confirm-view.tsx";
import { useToast } from "../../../ui/toast/toaster.tsx";
import { removeCardAction, type CardActionResult } from "../actions.ts";
import { deleteCardQuestion } from "../saved-card-text.ts";
import { isActionRedirect } from "../../../lib/action-redirect.ts";


const UNREACHED: CardActionResult = { ok: false, status: NETWORK_FAILURE, message: "" };

export default function DeleteCardView({ card, onClose }: { card: CardToDelete; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const router = useRouter();
  const remove = async () => {
    const result = await removeCardAction(card.id_empreinte).catch((error: unknown) => (isActionRedirect(error) ? null : UNREACHED));
    // Redirected (the session ended): the next page takes over, nothing to say here.
    if (result === null) return;
    if (result.ok) {
      toast.success("Votre carte est supprimée.");
      router.refresh();
    } else {
      toast.error(result.status === NETWORK_FAILURE || !result.message ? t("error") : result.message);
    }
  };
  return (
    <ConfirmView
      title="Supprimer une carte bancaire"
      message={deleteCardQuestion(card)}
      confirmLabel="Supprimer"
      onConfirm={remove}
      simple={false}
      onClose={onClose}
    />
  );
}
