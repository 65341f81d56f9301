"use client";
// « Me prévenir » (ADR 0038): beside the refusal of a postal code Cabas does not deliver yet, a real <form> for one
// e-mail when it does: the address (the customer's suggested), the code carried, and a consent for that e-mail only.
// If the zone opened while the form was on screen, the answer is good news and the way on: choose the code.
import Link from "next/link";
import { useActionState, useId, type ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { Button } from "../../ui/button/button.tsx";
import { postalCodeAction } from "../account/actions.ts";
import { Field, FieldError, FormMessage } from "../account/forms.tsx";
import { IDLE, type FormState } from "../account/form-state.ts";
import accountStyles from "../account/account.module.css";
import { zoneAlertAction, type ZoneAlertState } from "./actions.ts";
import type { ZoneAlertOffer } from "./zone-alert-offer.ts";
import styles from "./zone-alert.module.css";
import { Form, useFieldId } from "../../ui/form/form.tsx";
import { useScripted } from "../../ui/use-scripted.ts";

/**
 * Choosing the code as the postal code once it turned out delivered: the postal-code form's action (loginCP) and
 * its fields, and that action's refusal when nothing else on the page shows it.
 */
/**
 * `follows`: the form that owns `action` stays on screen and goes to `redirect` itself once the code is chosen (the
 * postal-code page, useFollowPostalCodeChoice); elsewhere the Server Action redirects, as the page it is on gives way
 * to the chosen code's as soon as the code is set.
 */
export type ChoosePostalCode = { action: (form: FormData) => void; redirect: string; inline?: boolean; follows?: boolean; refusal?: FormState };

type FormProps = ZoneAlertOffer & {
  state: ZoneAlertState;
  action: (form: FormData) => void;
  pending: boolean;
  choose: ChoosePostalCode;
};

function ChooseButton({ cp }: { cp: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" loading={pending}>
      Choisir le {cp} comme code postal
    </Button>
  );
}

/** The form itself; its state lives with whoever shows it, so a page without scripts finds it again after posting. */
export function ZoneAlertForm({ cp, email, state, action, pending, choose }: FormProps) {
  const id = useId();
  const scripted = useScripted();
  const titleId = `${id}-title`;
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Être prévenu quand Cabas livrera le {cp}
      </h2>
      {state.status === "success" && state.delivered ? (
        <Form action={choose.action} className={accountStyles.form}>
          <p role="status" className={accountStyles.formSuccess}>
            {state.message}
          </p>
          {choose.refusal && <FormMessage state={choose.refusal} />}
          <input type="hidden" name="cp" value={cp} />
          <input type="hidden" name="redirect" value={choose.redirect} />
          {choose.inline && <input type="hidden" name="inline" value="1" />}
          {choose.follows && scripted && <input type="hidden" name="scripted" value="1" />}
          <span>
            <ChooseButton cp={cp} />
          </span>
        </Form>
      ) : state.status === "success" ? (
        <p role="status" className={accountStyles.formSuccess}>
          {state.message}
        </p>
      ) : (
        <Form action={action} className={accountStyles.form} noValidate>
          <FormMessage state={state} labels={{ email: "Votre adresse e-mail" }} />
          <input type="hidden" name="cp" value={cp} />
          <Field
            name="email"
            type="email"
            label="Votre adresse e-mail"
            state={state}
            defaultValue={email}
            required
            autoComplete="email"
            inputMode="email"
          />
          <ConsentBox cp={cp} state={state} />
          <p className={accountStyles.hint}>
            Votre adresse est effacée 30 jours après cet e-mail, ou au bout de 3 ans si nous n&apos;ouvrons pas votre
            zone. Pour retirer votre demande, écrivez-nous depuis la page{" "}
            <Link href="/contacter-cabas">Contacter Cabas</Link>.
          </p>
          <span>
            <Button type="submit" loading={pending}>
              Me prévenir
            </Button>
          </span>
        </Form>
      )}
    </section>
  );
}

/** The consent, inside the Form: its id is the one the summary links to. */
function ConsentBox({ cp, state }: { cp: string; state: ZoneAlertState }) {
  const id = useFieldId("consentement");
  const error = state.errors?.consentement?.[0];
  return (
    <div>
      <label className={styles.consent}>
        <input
          id={id}
          type="checkbox"
          name="consentement"
          value="1"
          required
          defaultChecked={state.values ? state.values.consentement === "1" : false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          J&apos;accepte de recevoir un seul e-mail de Cabas quand Cabas livrera le {cp}. Mon adresse ne servira à rien
          d&apos;autre.
        </span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * The offer with its own state, where nothing else on the page posts (the public slots page), after the page's
 * `refusal`, which goes once the code turns out delivered. Choosing the code then leads to the slots page, which
 * shows its slots with the session loginCP opened.
 */
export function ZoneAlertOfferForm({ cp, email, refusal }: ZoneAlertOffer & { refusal?: ReactNode }) {
  const [state, action, pending] = useActionState(zoneAlertAction, IDLE as ZoneAlertState);
  const [chosen, choose] = useActionState(postalCodeAction, IDLE);
  return (
    <>
      {!state.delivered && refusal}
      <ZoneAlertForm
        cp={cp}
        email={email}
        state={state}
        action={action}
        pending={pending}
        choose={{ action: choose, redirect: "/creneau", refusal: chosen }}
      />
    </>
  );
}
