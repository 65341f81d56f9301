"use client";
// A game's play button (today's calendar door, the cinema contest): a form that works without JavaScript (the page
// then shows the result); with it, the result opens in the dialog the web-service names, and the page is read again
// behind it.
import { useActionState, useEffect } from "react";
import { useRouter } from "next/navigation";
import { Button } from "../../ui/button/button.tsx";
import { useScripted } from "../../ui/use-scripted.ts";
import { openTarget, useModal } from "../../ui/modal/modal-context.ts";
import { FormMessage } from "../account/forms.tsx";
import { IDLE } from "../account/form-state.ts";
import type { PrizePlayState } from "./prize-play-state.ts";
import styles from "./games.module.css";
import { Form } from "../../ui/form/form.tsx";

export function PrizePlayForm({
  action: play,
  fields = {},
  label,
  accessibleLabel,
}: {
  /** The game's Server Action itself (not a wrapper): the form then works before hydration and without scripts. */
  action: (previous: PrizePlayState, form: FormData) => Promise<PrizePlayState>;
  fields?: Record<string, string | number>;
  label: string;
  accessibleLabel?: string;
}) {
  const router = useRouter();
  const { openModal } = useModal();
  const scripted = useScripted();
  const [state, action, pending] = useActionState<PrizePlayState, FormData>(play, IDLE);
  useEffect(() => {
    const { dialog } = state;
    if (!dialog) return;
    openTarget(openModal, dialog);
    router.refresh();
  }, [state, openModal, router]);
  return (
    <Form action={action} className={styles.form}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {scripted && <input type="hidden" name="dialogue" value="1" />}
      <span>
        <Button type="submit" loading={pending} aria-label={accessibleLabel}>
          {label}
        </Button>
      </span>
      <FormMessage state={state.status === "error" ? state : IDLE} />
    </Form>
  );
}
