"use client";
// « Imprimer la liste »: opens PRINT_LIST. Printing needs scripts, so the button appears only when they run.
import { Button } from "../../ui/button/button.tsx";
import { useModal } from "../../ui/modal/modal-context.ts";
import { useScripted } from "../../ui/use-scripted.ts";

export function PrintListButton({ listId }: { listId: number }) {
  const { openModal } = useModal();
  const scripted = useScripted();
  if (!scripted) return null;
  return (
    <Button type="button" variant="secondary" onClick={() => openModal("PRINT_LIST", { list_id: listId })}>
      Imprimer la liste
    </Button>
  );
}
