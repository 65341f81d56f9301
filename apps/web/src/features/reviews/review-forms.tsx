"use client";
// The review forms: real <form>s posting to Server Actions (they work before hydration and without JavaScript);
// with JavaScript, useActionState shows the web-service's French refusal beside the field and keeps what was typed.
import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { COURIER_COMMENT_MAX, RATING_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX, REVIEW_TITLE_MIN } from "@cabas/contracts/client-values";
import { Button } from "../../ui/button/button.tsx";
import { IDLE, type FormState } from "../account/form-state.ts";
import accountStyles from "../account/account.module.css";
import { rateDeliveryAction, saveReviewAction } from "./actions.ts";
import { starsLabel } from "./review-labels.ts";
import styles from "./reviews.module.css";
import { Field, FieldError, FormMessage, TextAreaField } from "../account/forms.tsx";
import { FieldPlace, Form, useFieldId } from "../../ui/form/form.tsx";
import { linkedChoice } from "../../ui/form/linked-choice.ts";

function Submit({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" size="big" loading={pending}>
      {label}
    </Button>
  );
}

const RATINGS = Array.from({ length: RATING_MAX }, (_, i) => String(i + 1));

/** Five radios drawn as stars; each is named « N étoiles sur 5 » for screen readers. */
function StarsField({ name, legend, state, defaultValue }: { name: string; legend: string; state: FormState; defaultValue?: number | undefined }) {
  const id = useFieldId(name);
  const error = state.errors?.[name]?.[0];
  const current = state.values?.[name] ?? (defaultValue ? String(defaultValue) : "");
  // The summary links to the checked or first star (a fieldset takes no focus).
  const linked = linkedChoice(RATINGS, current);
  return (
    <fieldset className={accountStyles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={accountStyles.label}>{legend}</legend>
      <FieldPlace name={name} />
      <div className={styles.starPicker}>
        {RATINGS.map((n) => (
          <label key={n} className={styles.starOption}>
            <input
              id={n === linked ? id : undefined}
              type="radio"
              name={name}
              value={n}
              defaultChecked={current === n}
              required
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{starsLabel(Number(n))}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

export type ReviewDefaults = { note: number; titre: string; texte: string };

/** A product review: its rating, a title and the text; `defaults` when the customer changes their review. */
export function ReviewForm({ productId, productName, defaults }: { productId: number; productName: string; defaults?: ReviewDefaults | undefined }) {
  const [state, action] = useActionState(saveReviewAction, IDLE);
  return (
    <Form action={action} className={accountStyles.form} noValidate aria-label={`Mon avis sur ${productName}`}>
      <input type="hidden" name="id_article" value={productId} />
      {defaults && <input type="hidden" name="modification" value="1" />}
      <FormMessage state={state} labels={{ titre: "Titre de mon avis", texte: "Mon avis" }} />
      <StarsField name="note" legend="Ma note" state={state} defaultValue={defaults?.note} />
      <Field name="titre" label="Titre de mon avis" state={state} required minLength={REVIEW_TITLE_MIN} maxLength={REVIEW_TITLE_MAX} defaultValue={defaults?.titre ?? ""} />
      <TextAreaField
        name="texte"
        label="Mon avis"
        state={state}
        rows={6}
        required
        minLength={REVIEW_TEXT_MIN}
        maxLength={REVIEW_TEXT_MAX}
        defaultValue={defaults?.texte ?? ""}
        hint={`Goût, qualité, fraîcheur, emballage… De ${REVIEW_TEXT_MIN} à ${REVIEW_TEXT_MAX.toLocaleString("fr-FR")}\u00A0caractères. Pas de coordonnées ni de lien\u00A0: ils ne sont pas publiés.`}
      />
      <p className={accountStyles.hint}>Votre avis sera publié avec votre prénom et l&apos;initiale de votre nom, après sa relecture par notre équipe.</p>
      <div>
        <Submit label={defaults ? "Enregistrer mon avis" : "Envoyer mon avis"} />
      </div>
    </Form>
  );
}

/** The rating of one delivered order's delivery: three ratings, an optional comment and the consent to publish it. */
export function CourierRatingForm({ orderId }: { orderId: number }) {
  const [state, action] = useActionState(rateDeliveryAction, IDLE);
  return (
    <Form action={action} className={accountStyles.form} noValidate aria-label={`Noter la livraison de la commande n° ${orderId}`}>
      <input type="hidden" name="id_commande" value={orderId} />
      <FormMessage state={state} labels={{ note: "Ma note de la livraison" }} />
      <StarsField name="note" legend="Ma note de la livraison" state={state} />
      <StarsField name="ponctualite" legend="Ponctualité" state={state} />
      <StarsField name="amabilite" legend="Amabilité du livreur" state={state} />
      <TextAreaField name="commentaire" label="Commentaire (facultatif)" state={state} rows={4} maxLength={COURIER_COMMENT_MAX} />
      <label className={accountStyles.checkbox}>
        <input type="checkbox" name="publier" value="1" defaultChecked={state.values?.publier === "1"} />
        J&apos;accepte que mon commentaire soit publié sur la page Avis clients, avec mon prénom et l&apos;initiale de mon nom
      </label>
      <div>
        <Submit label="Envoyer ma note" />
      </div>
    </Form>
  );
}
