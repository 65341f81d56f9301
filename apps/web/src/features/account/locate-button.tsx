"use client";
// "Me localiser": with the visitor's consent, the browser's position gives the nearest postal code Cabas delivers
// (geoloc call), typed into the form for the visitor to confirm. Shown only where the browser can locate.
import { useState, useSyncExternalStore, type RefObject } from "react";
import { fetchCall } from "../../lib/api/browser.ts";
import { useT } from "../../i18n/client.tsx";
import styles from "./account.module.css";

const noSubscription = () => () => {};
const canLocate = () => "geolocation" in navigator;

type GeolocAnswer = { code_postal: string; commune: string; distanceKm: number };

export function LocateButton({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const t = useT();
  // False on the server and before hydration: the button needs the browser, the form works without it.
  const available = useSyncExternalStore(noSubscription, canLocate, () => false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  if (!available) return null;

  const locate = () => {
    setBusy(true);
    setNote(t("account.locate-searching"));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        void fetchCall<GeolocAnswer>("geoloc", { lat: coords.latitude.toFixed(5), lng: coords.longitude.toFixed(5) }).then((result) => {
          setBusy(false);
          if (!result.ok) {
            setNote(result.message || t("account.locate-failed"));
            return;
          }
          const input = formRef.current?.elements.namedItem("cp");
          if (input instanceof HTMLInputElement) {
            input.value = result.data.code_postal;
            input.focus();
          }
          setNote(t("account.locate-found", { cp: result.data.code_postal, commune: result.data.commune }));
        });
      },
      () => {
        setBusy(false);
        setNote(t("account.locate-denied"));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className={styles.locate}>
      <button type="button" className={styles.linkButton} onClick={locate} disabled={busy} aria-describedby="locate-note">
        {t("account.locate")}
      </button>
      <p id="locate-note" role="status" className={styles.hint}>
        {note}
      </p>
    </div>
  );
}
