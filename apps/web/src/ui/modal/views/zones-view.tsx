"use client";
// ZONES view: a summary of the deliverable zones, with a link to the full list on /ma-ville/.
import Link from "next/link";
import { useEffect, useState } from "react";
import type { DeliverableZone } from "@cabas/contracts";
import { useT } from "../../../i18n/client.tsx";
import { fetchCall } from "../../../lib/api/browser.ts";
import { Button } from "../../button/button.tsx";
import { Spinner } from "../../spinner/spinner.tsx";
import { ModalActions, ModalTitle } from "./view-parts.tsx";
import styles from "./views.module.css";

type State = { status: "loading" } | { status: "ready"; zones: DeliverableZone[] } | { status: "error" };

export default function ZonesView() {
  const t = useT();
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchCall<{ zones: DeliverableZone[] }>("getZonesLivrables", {}, controller.signal).then(
      (result) => setState(result.ok ? { status: "ready", zones: result.data.zones } : { status: "error" }),
      () => {},
    );
    return () => controller.abort();
  }, []);

  return (
    <>
      <ModalTitle>{t("modal.zones-title")}</ModalTitle>
      {state.status === "loading" && <Spinner size={28} />}
      {state.status === "error" && (
        <p className={styles.error} role="alert">
          {t("modal.zones-error")}
        </p>
      )}
      {state.status === "ready" && (
        <ul className={styles.zones}>
          {state.zones.map((zone) => (
            <li key={zone.id} className={styles.zone}>
              <h3>{zone.name}</h3>
              <ul>
                {zone.departements.map((dep) => (
                  <li key={dep.code}>
                    <Link href={`/ma-ville/#departement-${dep.slug}`} prefetch={false}>
                      {dep.name} ({dep.code})
                    </Link>{" "}
                    — {t("modal.zones-communes", { count: dep.communes.length })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <ModalActions>
        <Button href="/ma-ville/" variant="secondary">
          {t("modal.zones-link")}
        </Button>
      </ModalActions>
    </>
  );
}
