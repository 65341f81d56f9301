"use client";
// ADD_LIST_MODAL: the basket saved as a new list, under the name the customer gives it. A refusal (a name taken or
// too short, an empty basket) stays in the dialog; once created, a toast names it and the hearts of its products fill.
import { useActionState } from "react";
import { LIST_NAME_HINT } from "../list-name-hint.ts";
import { EMPTY_BASKET_FOR_LIST } from "../list-messages.ts";
import { LIST_NAME_MAX } from "@cabas/contracts/client-values";
import { Button } from "../../../ui/button/button.tsx";
import { ModalActions, ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { useToast } from "../../../ui/toast/toaster.tsx";
import accountStyles from "../../account/account.module.css";
import { Field, FormMessage } from "../../account/forms.tsx";
import { IDLE, type FormState } from "../../account/form-state.ts";
import { useBasket } from "../../basket/basket-context.tsx";
import { createListFromBasketAction } from "../actions.ts";
import { useFavourites } from "../favourites-context.tsx";
import { Form } from "../../../ui/form/form.tsx";

export default function AddListView({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const { basket } = useBasket();
  const { mark } = useFavourites();
  // A dialog runs with scripts only: the action is wrapped to act on its answer.
  const [state, action, pending] = useActionState(async (prev: FormState, form: FormData) => {
    const next = await createListFromBasketAction(prev, form);
    if (next.status === "success") {
      for (const item of basket.items) mark(item.id, true);
      toast.success(next.message ?? "Liste créée.");
      onClose();
    }
    return next;
  }, IDLE);
  const count = basket.totalUniqueItems;
  return (
    <>
      <ModalTitle>Enregistrer mon panier en liste</ModalTitle>
      <p>
        {count === 0
          ? EMPTY_BASKET_FOR_LIST
          : `${count === 1 ? "Le produit" : `Les ${count} produits`} de votre panier, avec leurs quantités, dans une nouvelle liste à remettre au panier en un clic.`}
      </p>
      <Form action={action} className={accountStyles.form}>
        <input type="hidden" name="dialogue" value="1" />
        <Field name="title" label="Nom de la liste" state={state} required maxLength={LIST_NAME_MAX} hint={LIST_NAME_HINT} />
        <FormMessage state={state.status === "error" ? state : IDLE} />
        <ModalActions>
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" loading={pending} disabled={count === 0}>
            Créer la liste
          </Button>
        </ModalActions>
      </Form>
    </>
  );
}
