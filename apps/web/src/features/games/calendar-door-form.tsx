"use client";
// Today's door: a form that works without JavaScript (the page then shows the result); with it, the result opens
// in the dialog the web-service names, and the doors are read again behind it.
import { useActionState, useEffect } from "react";
import { useRouter } from "next/navigation";
import { Button } from "../../ui/button/button.tsx";
import { useScripted } from "../../ui/use-scripted.ts";
import { useModal } from "../../ui/modal/modal-context.ts";
import { FormMessage } from "../account/forms.tsx";
import { IDLE } from "../account/form-state.ts";
import { playCalendarAction, type CalendarPlayState } from "./actions.ts";
import styles from "./games.module.css";

export function CalendarDoorForm({ day }: { day: number }) {
  const router = useRouter();
  const { openModal } = useModal();
  const scripted = useScripted();
  // The Server Action itself (not a wrapper): the form then works before hydration and without scripts.
  const [state, action, pending] = useActionState<CalendarPlayState, FormData>(playCalendarAction, IDLE);
  useEffect(() => {
    if (!state.dialog) return;
    openModal(state.dialog.view, state.dialog.payload);
    router.refresh();
  }, [state, openModal, router]);
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="jour" value={day} />
      {scripted && <input type="hidden" name="dialogue" value="1" />}
      <span>
        <Button type="submit" loading={pending} aria-label={`Ouvrir la case du ${day} décembre`}>
          Ouvrir
        </Button>
      </span>
      <FormMessage state={state.status === "error" ? state : IDLE} />
    </form>
  );
}
