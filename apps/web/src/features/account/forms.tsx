"use client";
// The account forms: real <form>s posting to Server Actions (they work before hydration); with JavaScript,
// useActionState shows the web-service's per-field French errors and keeps what was typed.
import Link from "next/link";
import { useActionState, useEffect, useRef, type ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { useT } from "../../i18n/client.tsx";
import { Button } from "../../ui/button/button.tsx";
import { formAnswerProps, routeMessageProps } from "../../ui/focus/route-message.ts";
import { errorSummaryOf } from "../../ui/form/error-summary.ts";
import { FieldPlace, focusLinkedField, Form, useFieldId, useFormScope } from "../../ui/form/form.tsx";
import { linkedChoice } from "../../ui/form/linked-choice.ts";
import { ViewLink } from "../../ui/modal/view-link.tsx";
import { RGPD_SLUG } from "../../ui/modal/views/rgpd-slug.ts";
import {
  forgotPasswordAction,
  loginAsAction,
  optinsAction,
  postalCodeAction,
  registerAction,
  resetPasswordAction,
  signInAction,
  siteVersionAction,
  updateInfosAction,
  updatePasswordAction,
  type PostalCodeState,
} from "./actions.ts";
import { IDLE, type FormState } from "./form-state.ts";
import { LocateButton } from "./locate-button.tsx";
import { PostalCodeMoveNotice } from "./postal-code-move-notice.tsx";
import { useFollowPostalCodeChoice } from "./use-postal-code-choice.ts";
import { useScripted } from "../../ui/use-scripted.ts";
import { zoneAlertAction, type ZoneAlertState } from "../zone-alerts/actions.ts";
import { ZoneAlertForm } from "../zone-alerts/zone-alert-form.tsx";
import styles from "./account.module.css";
import { describedBy, FieldError, FieldHint } from "./field-error.tsx";

type FieldProps = {
  name: string;
  label: string;
  state: FormState;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  defaultValue?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  minLength?: number;
  maxLength?: number;
  placeholder?: string;
  /** In a dialog, the field it opens on (the modal host focuses `data-autofocus` first); no effect on a page. */
  dialogFocus?: boolean;
};

export function Field({ name, label, state, type = "text", required, autoComplete, hint, defaultValue, inputMode, minLength, maxLength, placeholder, dialogFocus }: FieldProps) {
  const id = useFieldId(name);
  const error = state.errors?.[name]?.[0];
  const value = type === "password" ? undefined : (state.values?.[name] ?? defaultValue);
  const described = describedBy(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        minLength={minLength}
        maxLength={maxLength}
        placeholder={placeholder}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        data-autofocus={dialogFocus ? "" : undefined}
      />
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A multi-line text field: its label, a hint, the web-service's error, and what was typed kept after a refusal. */
export function TextAreaField({
  name,
  label,
  state,
  hint,
  defaultValue,
  rows = 6,
  required,
  minLength,
  maxLength,
}: {
  name: string;
  label: string;
  state: FormState;
  hint?: ReactNode;
  defaultValue?: string;
  rows?: number;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}) {
  const id = useFieldId(name);
  const error = state.errors?.[name]?.[0];
  const described = describedBy(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        rows={rows}
        required={required}
        minLength={minLength}
        maxLength={maxLength}
        defaultValue={state.values?.[name] ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export { FieldError } from "./field-error.tsx";

/**
 * The form's summary: its refusal (role="alert") or confirmation (role="status"). A refusal lists its field errors,
 * each a link to its field (inside a Form, whose fields' ids it knows; `fields`: the names the form shows, when some
 * errors name none, like a hidden id), under « N erreurs empêchent l'envoi : », each named by its field's label
 * (`labels`: the form's own where they differ from the usual ones of field-labels.ts). A refusal takes focus when the
 * form's answer comes (useFormStatus: the summary sits inside its form), so the shopper hears why and goes on from
 * there, even when the words are the same as last time; posted before hydration, the page comes back with it and
 * RouteFocus focuses it (a route message).
 */
export function FormMessage({
  state,
  fields,
  labels,
}: {
  state: FormState;
  fields?: readonly string[];
  labels?: Readonly<Record<string, string>>;
}) {
  const { pending } = useFormStatus();
  const scope = useFormScope();
  const ref = useRef<HTMLDivElement>(null);
  const awaited = useRef(false);
  const error = state.status === "error" && (Boolean(state.message) || Object.keys(state.errors ?? {}).length > 0);
  useEffect(() => {
    if (pending) {
      awaited.current = true;
      return;
    }
    if (!awaited.current) return;
    awaited.current = false;
    if (error) ref.current?.focus();
  }, [pending, error]);
  if (state.status === "idle") return null;
  if (!error) {
    return state.message ? (
      <p role="status" className={styles.formSuccess} {...formAnswerProps}>
        {state.message}
      </p>
    ) : null;
  }
  const summary = errorSummaryOf({ message: state.message, errors: state.errors, scope, linkable: fields, labels });
  return (
    <div ref={ref} role="alert" className={`${styles.formError} ${styles.summary}`} {...routeMessageProps} {...formAnswerProps}>
      {summary.message && <p>{summary.message}</p>}
      {summary.intro && <p>{summary.intro}</p>}
      {summary.items.length > 0 && (
        <ul>
          {summary.items.map((item) => (
            <li key={item.name}>
              {item.href ? (
                <a href={item.href} onClick={focusLinkedField}>
                  {item.text}
                </a>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const CIVILITES = ["Mme", "M."] as const;

function Submit({ children }: { children: ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" size="big" loading={pending} fullWidth>
      {children}
    </Button>
  );
}

/** The summary links to the checked or first radio (a fieldset takes no focus); the mark keeps its place in the list. */
function Civilite({ state, defaultValue }: { state: FormState; defaultValue?: string | null }) {
  const t = useT();
  const id = useFieldId("civilite");
  const current = state.values?.civilite ?? defaultValue ?? "";
  const error = state.errors?.civilite?.[0];
  const linked = linkedChoice(CIVILITES, current);
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{t("account.civilite")}</legend>
      <FieldPlace name="civilite" />
      <div className={styles.radios}>
        {CIVILITES.map((value) => (
          <label key={value} className={styles.radio}>
            <input
              id={value === linked ? id : undefined}
              type="radio"
              name="civilite"
              value={value}
              defaultChecked={current === value}
              required
              aria-invalid={error ? true : undefined}
            />
            {value === "M." ? t("account.civilite-m") : t("account.civilite-mme")}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

export function SignInForm({ redirect }: { redirect: string }) {
  const t = useT();
  const [state, action] = useActionState(signInAction, IDLE);
  return (
    <Form action={action} className={styles.form} noValidate>
      <FormMessage state={state} />
      <input type="hidden" name="redirect" value={redirect} />
      <Field name="email" type="email" label={t("account.email")} state={state} required autoComplete="email" inputMode="email" />
      <Field name="password" type="password" label={t("account.password")} state={state} required autoComplete="current-password" />
      <Submit>{t("account.submit-signin")}</Submit>
    </Form>
  );
}

/**
 * What Cabas does with the data asked for (RGPD art. 13), where they are asked. On a page, the notice opens in the
 * RGPD dialog; inside the REGISTER dialog, which it would replace (and lose what was typed), in a new tab.
 */
function PersonalDataNotice({ inDialog }: { inDialog: boolean }) {
  const label = "Vos données personnelles";
  return (
    <p className={styles.hint}>
      Cabas utilise ces informations pour gérer votre compte, vos commandes et vos livraisons, et pour vous écrire si vous le demandez. Vous pouvez y
      accéder, les rectifier ou les effacer à tout moment.{" "}
      {inDialog ? (
        <a href={`/${RGPD_SLUG}`} target="_blank" rel="noopener">
          {label} (nouvel onglet)
        </a>
      ) : (
        <ViewLink href={`/${RGPD_SLUG}`} target={{ view: "RGPD" }}>
          {label}
        </ViewLink>
      )}
    </p>
  );
}

export function SignUpForm({ redirect, pro, referralCode, inDialog = false }: { redirect: string; pro: boolean; referralCode?: string; inDialog?: boolean }) {
  const t = useT();
  const [state, action] = useActionState(registerAction, IDLE);
  return (
    <Form action={action} className={styles.form} noValidate>
      <FormMessage state={state} />
      <input type="hidden" name="redirect" value={redirect} />
      <input type="hidden" name="pro" value={pro ? "1" : "0"} />
      <Civilite state={state} />
      <div className={styles.row}>
        <Field name="prenom" label={t("account.prenom")} state={state} required autoComplete="given-name" maxLength={80} />
        <Field name="nom" label={t("account.nom")} state={state} required autoComplete="family-name" maxLength={80} />
      </div>
      {pro && (
        <>
          <Field name="raison_sociale" label={t("account.raison-sociale")} state={state} required autoComplete="organization" maxLength={120} />
          <div className={styles.row}>
            <Field name="siret" label={t("account.siret")} state={state} required inputMode="numeric" maxLength={20} />
            <Field name="tva" label={t("account.tva")} state={state} maxLength={20} />
          </div>
        </>
      )}
      <Field name="email" type="email" label={t("account.email")} state={state} required autoComplete="email" inputMode="email" />
      <Field name="password" type="password" label={t("account.password")} hint={t("account.password-hint")} state={state} required autoComplete="new-password" />
      <div className={styles.row}>
        <Field name="cp" label={t("account.cp")} state={state} required autoComplete="postal-code" inputMode="numeric" maxLength={6} />
        <Field name="telephone" type="tel" label={t("account.telephone")} state={state} autoComplete="tel" inputMode="tel" />
      </div>
      <Field name="code_parrain" label={t("account.code-parrain")} hint={t("account.code-parrain-hint")} state={state} autoComplete="off" maxLength={24} defaultValue={referralCode} />
      <label className={styles.checkbox}>
        <input type="checkbox" name="optin_newsletter" value="1" defaultChecked={state.values?.optin_newsletter === "1"} />
        {t("account.newsletter")}
      </label>
      <PersonalDataNotice inDialog={inDialog} />
      <Submit>{t("account.submit-signup")}</Submit>
    </Form>
  );
}

export function ForgotPasswordForm() {
  const t = useT();
  const [state, action] = useActionState(forgotPasswordAction, IDLE);
  return (
    <Form action={action} className={styles.form} noValidate>
      <FormMessage state={state} />
      <Field name="email" type="email" label={t("account.email")} state={state} required autoComplete="email" inputMode="email" />
      <Submit>{t("account.submit-forgot")}</Submit>
    </Form>
  );
}

export function ResetPasswordForm({ token, signInHref, forgotHref }: { token: string; signInHref: string; forgotHref: string }) {
  const t = useT();
  const [state, action] = useActionState(resetPasswordAction, IDLE);
  if (state.status === "success") return <ResetDone signInHref={signInHref} />;
  // A refusal that is not the password's is the link's (used, expired, cut): « Demandez-en un nouveau » has its way here.
  const linkRefused = state.status === "error" && !state.errors?.password;
  // The link's validity matters only until the password is chosen: it is said here, not in the page's header.
  return (
    <Form action={action} className={styles.form} noValidate>
      <p>{t("account.reset-lead")}</p>
      <FormMessage state={state} labels={{ password: t("account.new-password") }} />
      {linkRefused && (
        <p>
          <Link href={forgotHref}>{t("account.reset-new-link")}</Link>
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <Field name="password" type="password" label={t("account.new-password")} hint={t("account.password-hint")} state={state} required autoComplete="new-password" />
      <Submit>{t("account.submit-reset")}</Submit>
    </Form>
  );
}

/**
 * The password is chosen: said once, in the shop's words (the web-service's own sentence would repeat it). The answer
 * replaces the form the shopper was in, so focus goes to it: left on the removed button, it fell back to the page's top.
 */
function ResetDone({ signInHref }: { signInHref: string }) {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.form}>
      <p ref={ref} role="status" className={styles.formSuccess} {...routeMessageProps} {...formAnswerProps}>
        {t("account.reset-done")}
      </p>
      <Button href={signInHref} size="big">
        {t("account.submit-signin")}
      </Button>
    </div>
  );
}

/** Postal-code entry: `inline` in the CODE_POSTAL modal (the page re-renders), otherwise back to `redirect`. */
export function PostalCodeForm({ redirect, inline, current, onDone }: { redirect: string; inline?: boolean; current?: string | null; onDone?: () => void }) {
  const t = useT();
  const [state, action] = useActionState<PostalCodeState, FormData>(postalCodeAction, IDLE);
  // « Me prévenir » keeps its state here: posted without scripts, the page comes back with this form's state idle,
  // and the offer must still show its answer.
  const [alertState, alertAction, alertPending] = useActionState(zoneAlertAction, IDLE);
  const alertCp = state.alert?.cp ?? alertState.values?.cp;
  const alertAnswer: ZoneAlertState = alertState.values?.cp === alertCp ? alertState : IDLE;
  // The zone opened while the offer was on screen: « ne livre pas encore » is wrong now; the offer says so and
  // offers to choose the code, which posts this form again.
  const shown: PostalCodeState = alertAnswer.delivered && state.status === "error" ? { ...state, status: "idle", errors: undefined } : state;
  const formRef = useRef<HTMLFormElement>(null);
  const scripted = useScripted();
  // Products not delivered at the new postal code: the INDISPO view takes the dialog's place (ADR 0064).
  useFollowPostalCodeChoice(state, onDone);
  return (
    <>
      <Form ref={formRef} action={action} className={styles.form} noValidate>
        {shown.status === "error" && !shown.errors?.cp && <FormMessage state={shown} />}
        <PostalCodeMoveNotice state={state} redirect={redirect} inline={inline} />
        <input type="hidden" name="redirect" value={redirect} />
        {inline && <input type="hidden" name="inline" value="1" />}
        {!inline && scripted && <input type="hidden" name="scripted" value="1" />}
        <Field name="cp" label={t("account.cp")} state={shown} required autoComplete="postal-code" inputMode="numeric" maxLength={6} defaultValue={current ?? undefined} dialogFocus={inline} />
        <LocateButton formRef={formRef} />
        <Submit>{t("account.submit-cp")}</Submit>
      </Form>
      {alertCp && /^[0-9]{5}$/.test(alertCp) && (
        <ZoneAlertForm
          key={alertCp}
          cp={alertCp}
          email={state.alert?.email ?? ""}
          state={alertAnswer}
          action={alertAction}
          pending={alertPending}
          choose={{ action, redirect, inline, follows: !inline }}
        />
      )}
    </>
  );
}

/**
 * `actingAs`: staff acting as the customer (login-as) correct the name, not the address that signs in (ADR 0041):
 * it is shown, posted unchanged, with why.
 */
export function InfosForm({
  user,
  actingAs = false,
}: {
  user: { civilite: string | null; nom: string; prenom: string; email: string; telephone: string | null };
  actingAs?: boolean;
}) {
  const t = useT();
  const [state, action] = useActionState(updateInfosAction, IDLE);
  return (
    <Form action={action} className={styles.form} noValidate>
      {/* The password asked beside the e-mail is the current one (EmailWithPassword). */}
      <FormMessage state={state} labels={{ password: t("account.old-password") }} />
      <input type="hidden" name="action" value="infos" />
      <Civilite state={state} defaultValue={user.civilite} />
      <div className={styles.row}>
        <Field name="prenom" label={t("account.prenom")} state={state} required autoComplete="given-name" defaultValue={user.prenom} />
        <Field name="nom" label={t("account.nom")} state={state} required autoComplete="family-name" defaultValue={user.nom} />
      </div>
      <Field
        name="telephone"
        type="tel"
        label={t("account.telephone")}
        hint="Pour les SMS que vous choisissez de recevoir et pour préremplir vos nouvelles adresses. Videz le champ pour le retirer."
        state={state}
        autoComplete="tel"
        inputMode="tel"
        maxLength={20}
        defaultValue={user.telephone ?? ""}
      />
      {actingAs ? <LockedEmail email={user.email} /> : <EmailWithPassword email={user.email} state={state} />}
      <Submit>{t("account.submit-save")}</Submit>
    </Form>
  );
}

/** The address, and the current password that must come with a new one (the server asks it only if it changed). */
function EmailWithPassword({ email, state }: { email: string; state: FormState }) {
  const t = useT();
  return (
    <>
      <Field name="email" type="email" label={t("account.email")} state={state} required autoComplete="email" defaultValue={email} />
      <Field
        name="password"
        type="password"
        label={t("account.old-password")}
        hint="Seulement pour changer d'adresse e-mail&nbsp;: il confirme que c'est bien vous. La nouvelle adresse prendra effet une fois ouvert le lien que nous lui enverrons&nbsp;; l'ancienne sera prévenue."
        state={state}
        autoComplete="current-password"
      />
    </>
  );
}

function LockedEmail({ email }: { email: string }) {
  const t = useT();
  return (
    <div className={styles.field}>
      <input type="hidden" name="email" value={email} />
      <p className={styles.label}>{t("account.email")}</p>
      <p>{email}</p>
      <p className={styles.hint}>Vous agissez en tant que ce client&nbsp;: seul le client peut changer son adresse e-mail et son mot de passe.</p>
    </div>
  );
}

export function PasswordForm() {
  const t = useT();
  const [state, action] = useActionState(updatePasswordAction, IDLE);
  return (
    <Form action={action} className={styles.form} noValidate>
      <FormMessage state={state} />
      <Field name="oldPassword" type="password" label={t("account.old-password")} state={state} required autoComplete="current-password" />
      <Field name="newPassword" type="password" label={t("account.new-password")} hint={t("account.password-hint")} state={state} required autoComplete="new-password" />
      <Submit>{t("account.submit-save")}</Submit>
    </Form>
  );
}

/**
 * `hasPhone`: SMS need the account's phone; without one the SMS box says so up front, and the web-service's refusal
 * of it comes beside the box and in the summary.
 */
export function OptinsForm({ optins, labels, legend, hasPhone }: { optins: Record<string, boolean>; labels: Record<string, string>; legend: string; hasPhone: boolean }) {
  const t = useT();
  const [state, action] = useActionState(optinsAction, IDLE);
  return (
    <Form action={action} className={styles.form}>
      <FormMessage state={state} labels={labels} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        {Object.entries(labels).map(([type, label]) => (
          <OptinBox
            key={type}
            type={type}
            label={label}
            state={state}
            subscribed={optins[type] === true}
            hint={type === "sms" && !hasPhone ? <SmsNeedPhoneHint /> : undefined}
          />
        ))}
      </fieldset>
      <Submit>{t("account.submit-save")}</Submit>
    </Form>
  );
}

function OptinBox({ type, label, state, subscribed, hint }: { type: string; label: string; state: FormState; subscribed: boolean; hint?: ReactNode }) {
  const id = useFieldId(type);
  const error = state.errors?.[type]?.[0];
  const described = describedBy(id, hint, error);
  return (
    <div>
      <label className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          name={type}
          value="1"
          defaultChecked={state.values ? state.values[type] === "1" : subscribed}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

function SmsNeedPhoneHint() {
  return (
    <>
      Votre compte n&apos;a pas de numéro de téléphone&nbsp;: ajoutez-le dans <Link href="/infos-personnelles">vos informations personnelles</Link> pour
      recevoir les SMS.
    </>
  );
}

export function SiteVersionForm({ groupe, legend, lead }: { groupe: "new" | "old"; legend: string; lead: string }) {
  const t = useT();
  const [state, action] = useActionState(siteVersionAction, IDLE);
  const current = state.values?.type ?? groupe;
  return (
    <Form action={action} className={styles.form}>
      <FormMessage state={state} labels={{ type: legend }} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <p className={styles.hint}>{lead}</p>
        <div className={styles.radios}>
          {(["new", "old"] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input type="radio" name="type" value={value} defaultChecked={current === value} />
              {t(value === "new" ? "account.version-new" : "account.version-old")}
            </label>
          ))}
        </div>
      </fieldset>
      <Submit>{t("account.submit-save")}</Submit>
    </Form>
  );
}

export function LoginAsForm({ label, submit }: { label: string; submit: string }) {
  const [state, action] = useActionState(loginAsAction, IDLE);
  return (
    <Form action={action} className={styles.form} noValidate>
      <FormMessage state={state} labels={{ client: label }} />
      <Field name="client" label={label} state={state} required autoComplete="off" />
      <Submit>{submit}</Submit>
    </Form>
  );
}
