"use client";
// PRODUIT_FAVORI: a product and the customer's lists. Which lists already hold it (each can let it go), adding it to
// one of them, or to a new one. The heart behind it changes with the answer; a refusal stays in the dialog.
import { useActionState, useState } from "react";
import { LIST_NAME_HINT } from "../list-name-hint.ts";
import Link from "next/link";
import type { ListSummary } from "@cabas/contracts";
import { LIST_NAME_MAX } from "@cabas/contracts/client-values";
import { Button } from "../../../ui/button/button.tsx";
import type { ModalPayloads } from "../../../ui/modal/modal-views.ts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { useToast } from "../../../ui/toast/toaster.tsx";
import { Field, FormMessage } from "../../account/forms.tsx";
import { IDLE, type FormState } from "../../account/form-state.ts";
import accountStyles from "../../account/account.module.css";
import { listPath } from "../../account/paths.ts";
import { useCall } from "../../catalogue/views/use-call.ts";
import { ViewStatus } from "../../catalogue/views/view-state.tsx";
import { addToListInPlaceAction, createListInPlaceAction, removeFromListInPlaceAction } from "../actions.ts";
import { useFavourites } from "../favourites-context.tsx";
import { heldAfterRemoval } from "../favourites.ts";
import { ListChoice, ListQuantityField } from "../list-fields.tsx";
import styles from "../lists.module.css";
import { Form } from "../../../ui/form/form.tsx";

type Holding = { list_id: number; title: string; quantity: number };

export default function ProduitFavoriView({
  id,
  name,
  onClose,
}: ModalPayloads["PRODUIT_FAVORI"] & { onClose: () => void }) {
  const toast = useToast();
  const { mark } = useFavourites();
  const lists = useCall<{ listes: ListSummary[] }>("mesListes", {});
  const holdingCall = useCall<{ listes: Holding[] }>("isProductInList", { article_id: id });
  const [removed, setRemoved] = useState<readonly number[]>([]);
  const holding = holdingCall.status === "ready" ? holdingCall.data.listes.filter((l) => !removed.includes(l.list_id)) : [];

  // Added somewhere: the heart fills, the dialog closes with the news.
  const added = async (action: typeof addToListInPlaceAction, prev: FormState, form: FormData) => {
    const state = await action(prev, form);
    if (state.status === "success") {
      mark(id, true);
      toast.success(state.message ?? "Produit ajouté.");
      onClose();
    }
    return state;
  };
  const [addState, addAction, adding] = useActionState((prev: FormState, form: FormData) => added(addToListInPlaceAction, prev, form), IDLE);
  const [createState, createAction, creating] = useActionState((prev: FormState, form: FormData) => added(createListInPlaceAction, prev, form), IDLE);
  const [removeState, removeAction, removing] = useActionState(async (prev: FormState, form: FormData) => {
    const state = await removeFromListInPlaceAction(prev, form);
    if (state.status === "success") {
      const listId = Number(form.get("list_id"));
      mark(id, heldAfterRemoval(holding, listId));
      setRemoved((before) => [...before, listId]);
      toast.success(state.message ?? "Produit retiré.");
    }
    return state;
  }, IDLE);

  const listes = lists.status === "ready" ? lists.data.listes : [];
  const loading = lists.status !== "ready" ? lists : holdingCall.status !== "ready" ? holdingCall : null;
  return (
    <>
      <ModalTitle>Ajouter à une liste</ModalTitle>
      <p className={styles.dialogProduct}>{name}</p>
      {loading ? (
        <ViewStatus state={loading} />
      ) : (
        <div className={styles.dialogBody}>
          {holding.length > 0 && (
            <section aria-label="Listes qui contiennent ce produit">
              <h3 className={styles.dialogHeading}>Déjà dans vos listes</h3>
              <ul className={styles.holding}>
                {holding.map((l) => (
                  <li key={l.list_id}>
                    <Link href={listPath(l.list_id)} prefetch={false}>
                      {l.title}
                    </Link>{" "}
                    <span className={styles.meta}>({l.quantity === 1 ? "1 unité" : `${l.quantity} unités`})</span>
                    <form action={removeAction} className={styles.inlineRemove}>
                      <input type="hidden" name="list_id" value={l.list_id} />
                      <input type="hidden" name="article_id" value={id} />
                      <Button type="submit" variant="tertiary" size="small" loading={removing} aria-label={`Retirer de la liste « ${l.title} »`}>
                        Retirer
                      </Button>
                    </form>
                  </li>
                ))}
              </ul>
              <FormMessage state={removeState.status === "error" ? removeState : IDLE} fields={[]} />
            </section>
          )}

          {listes.length > 0 && (
            <Form action={addAction} className={accountStyles.form}>
              <input type="hidden" name="article_id" value={id} />
              <ListChoice listes={listes} defaultValue={addState.values?.list_id} />
              <ListQuantityField defaultValue={addState.values?.quantity} />
              <span>
                <Button type="submit" loading={adding}>
                  Ajouter à cette liste
                </Button>
              </span>
              <FormMessage state={addState} fields={[]} />
            </Form>
          )}

          <Form action={createAction} className={accountStyles.form}>
            <h3 className={styles.dialogHeading}>
              {listes.length > 0 ? "Ou dans une nouvelle liste" : "Dans une nouvelle liste"}
            </h3>
            <input type="hidden" name="article_id" value={id} />
            <Field name="title" label="Nom de la nouvelle liste" state={createState} required maxLength={LIST_NAME_MAX} hint={LIST_NAME_HINT} />
            <ListQuantityField defaultValue={createState.values?.quantity} />
            <span>
              <Button type="submit" variant={listes.length > 0 ? "secondary" : "primary"} loading={creating}>
                Créer la liste avec ce produit
              </Button>
            </span>
            <FormMessage state={createState} fields={["title"]} labels={{ title: "Nom de la nouvelle liste" }} />
          </Form>
        </div>
      )}
    </>
  );
}
