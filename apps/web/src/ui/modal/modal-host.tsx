"use client";
// The global modal host: one native <dialog> shown with showModal(), its view chosen by name + payload.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from "react";
import { usePathname } from "next/navigation";
import { useT } from "../../i18n/client.tsx";
import { LiveAnnouncer } from "../announce/live-announcer.tsx";
import { CloseIcon } from "../icons/icons.tsx";
import { useSetUiPrefs } from "../prefs/ui-prefs.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { initialFocusTarget, returnFocus } from "./focus.ts";
import { useDialogDismiss } from "./use-dialog-dismiss.ts";
import { ModalApiContext, ModalTitleIdContext, type ModalApi, type OpenModal } from "./modal-context.ts";
import { closedModal, modalReducer, type ModalState } from "./modal-state.ts";
import type { AnnouncementPayload, ConfirmPayload, ModalPayloads, ModalView } from "./modal-views.ts";
import { ConfirmView } from "./views/confirm-view.tsx";
import { InfoView } from "./views/info-view.tsx";
import styles from "./modal.module.css";

// Heavier views load when first opened, so they cost nothing on pages that never show them.
const CgvView = lazy(() => import("./views/cgv-view.tsx"));
const RgpdView = lazy(() => import("./views/rgpd-view.tsx"));
const ZonesView = lazy(() => import("./views/zones-view.tsx"));
const VideoYoutubeView = lazy(() => import("./views/video-youtube-view.tsx"));
const AnnouncementView = lazy(() => import("./views/announcement-view.tsx"));
const MediaGalleryView = lazy(() => import("../../features/catalogue/views/media-gallery-view.tsx"));
const PanachageView = lazy(() => import("../../features/catalogue/views/panachage-view.tsx"));
const ArticleView = lazy(() => import("../../features/catalogue/views/article-view.tsx"));
const RecallsView = lazy(() => import("../../features/catalogue/views/recalls-view.tsx"));
const PostalCodeView = lazy(() => import("../../features/account/views/postal-code-view.tsx"));
const RegisterView = lazy(() => import("../../features/account/views/register-view.tsx"));
const WelcomeView = lazy(() => import("../../features/account/views/welcome-view.tsx"));
const CreneauxView = lazy(() => import("../../features/slots/views/creneaux-view.tsx"));
const AdressesView = lazy(() => import("../../features/addresses/views/adresses-view.tsx"));
const UpdateAdresseView = lazy(() => import("../../features/addresses/views/update-adresse-view.tsx"));
const PenseBeteView = lazy(() => import("../../features/basket/views/pense-bete-view.tsx"));
const IndispoView = lazy(() => import("../../features/basket/views/indispo-view.tsx"));
const CommandesEnCoursView = lazy(() => import("../../features/orders/views/commandes-en-cours-view.tsx"));
const CommandeDownloadView = lazy(() => import("../../features/orders/views/commande-download-view.tsx"));
const AddCardView = lazy(() => import("../../features/orders/views/add-card-view.tsx"));
const DeleteCardView = lazy(() => import("../../features/orders/views/delete-card-view.tsx"));
const ConfirmPaiementTelView = lazy(() => import("../../features/orders/views/confirm-paiement-tel-view.tsx"));
const ProduitFavoriView = lazy(() => import("../../features/lists/views/produit-favori-view.tsx"));
const MergeListView = lazy(() => import("../../features/lists/views/merge-list-view.tsx"));
const CalendarResultView = lazy(() => import("../../features/games/views/calendar-result-view.tsx"));
const CinemaResultView = lazy(() => import("../../features/games/views/cinema-result-view.tsx"));
const CinemaRulesView = lazy(() => import("../../features/games/views/cinema-rules-view.tsx"));
const SurveyView = lazy(() => import("../../features/reviews/views/survey-view.tsx"));
const AddListView = lazy(() => import("../../features/lists/views/add-list-view.tsx"));
const ListsView = lazy(() => import("../../features/lists/views/lists-view.tsx"));
const ListView = lazy(() => import("../../features/lists/views/list-view.tsx"));
const PrintListView = lazy(() => import("../../features/lists/views/print-list-view.tsx"));
const AlertesView = lazy(() => import("../../features/basket/views/alertes-view.tsx"));

function renderView(state: Extract<ModalState, { status: "open" }>, close: () => void): ReactNode {
  switch (state.view) {
    case "INFO":
      return <InfoView {...(state.payload as ModalPayloads["INFO"])} onClose={close} />;
    case "CONFIRM":
    case "CONFIRM_SIMPLE":
      return (
        <ConfirmView {...(state.payload as ConfirmPayload)} simple={state.view === "CONFIRM_SIMPLE"} onClose={close} />
      );
    // The lists' and notepads' confirmations: the generic dialog, with their own texts.
    case "DELETE_LIST":
    case "DELETE_BLOCNOTES":
    case "LOAD_LIST":
      return <ConfirmView {...(state.payload as ConfirmPayload)} simple={false} onClose={close} />;
    case "CGV":
      return <CgvView />;
    case "RGPD":
      return <RgpdView />;
    case "ZONES":
      return <ZonesView />;
    case "VIDEO_YOUTUBE":
      return <VideoYoutubeView {...(state.payload as ModalPayloads["VIDEO_YOUTUBE"])} />;
    case "CORA_AUCHAN":
      return <AnnouncementView {...(state.payload as AnnouncementPayload)} />;
    case "MEDIA_GALLERY":
      return <MediaGalleryView {...(state.payload as ModalPayloads["MEDIA_GALLERY"])} />;
    case "PANACHAGE":
      return <PanachageView {...(state.payload as ModalPayloads["PANACHAGE"])} />;
    case "ARTICLE":
      return <ArticleView {...(state.payload as ModalPayloads["ARTICLE"])} />;
    case "RAPPEL_PRODUITS":
      return <RecallsView />;
    case "CODE_POSTAL":
      return <PostalCodeView {...(state.payload as ModalPayloads["CODE_POSTAL"])} onClose={close} />;
    case "REGISTER":
      return <RegisterView {...(state.payload as ModalPayloads["REGISTER"])} />;
    case "BIENVENUE":
      return <WelcomeView {...(state.payload as ModalPayloads["BIENVENUE"])} onClose={close} />;
    case "CRENEAUX":
      return <CreneauxView />;
    case "ADRESSES":
      return <AdressesView onClose={close} />;
    case "UPDATE_ADRESSE":
      return <UpdateAdresseView {...(state.payload as ModalPayloads["UPDATE_ADRESSE"])} onClose={close} />;
    case "PENSE_BETE":
      return <PenseBeteView />;
    case "INDISPO":
      return <IndispoView {...(state.payload as ModalPayloads["INDISPO"])} />;
    case "COMMANDES_EN_COURS":
      return <CommandesEnCoursView />;
    case "COMMANDE_DOWNLOAD":
      return <CommandeDownloadView {...(state.payload as ModalPayloads["COMMANDE_DOWNLOAD"])} />;
    case "ADD_CARD":
      return <AddCardView />;
    case "DELETE_CARD":
      return <DeleteCardView {...(state.payload as ModalPayloads["DELETE_CARD"])} onClose={close} />;
    case "CONFIRM_PAIEMENT_TEL":
      return <ConfirmPaiementTelView {...(state.payload as ModalPayloads["CONFIRM_PAIEMENT_TEL"])} onClose={close} />;
    case "CALENDRIER_NOEL_GAGNANT":
    case "CALENDRIER_NOEL_PERDANT":
      return <CalendarResultView {...(state.payload as ModalPayloads["CALENDRIER_NOEL_GAGNANT"])} />;
    case "CONCOURS_CINE_GAGNANT":
    case "CONCOURS_CINE_PERDANT":
      return <CinemaResultView {...(state.payload as ModalPayloads["CONCOURS_CINE_GAGNANT"])} />;
    case "REGLEMENT_JEU_CINE":
      return <CinemaRulesView />;
    case "ALERTES_MODAL":
      return <AlertesView onClose={close} />;
    case "PRINT_LIST":
      return <PrintListView {...(state.payload as ModalPayloads["PRINT_LIST"])} />;
    case "LISTS_MODAL":
      return <ListsView onClose={close} />;
    case "LIST_MODAL":
      return <ListView {...(state.payload as ModalPayloads["LIST_MODAL"])} onClose={close} />;
    case "ADD_LIST_MODAL":
      return <AddListView onClose={close} />;
    case "NOUVEAU_SITE_SONDAGE":
      return <SurveyView onClose={close} />;
    case "MERGE_LIST":
      return <MergeListView {...(state.payload as ModalPayloads["MERGE_LIST"])} onClose={close} />;
    case "PRODUIT_FAVORI":
      return <ProduitFavoriView {...(state.payload as ModalPayloads["PRODUIT_FAVORI"])} onClose={close} />;
    default: {
      // Every view is built: a new name in MODAL_VIEWS without its case here does not compile.
      const unbuilt: never = state.view;
      return unbuilt;
    }
  }
}

/** A view open from the first HTML (the network announcement): shown before any script runs. */
export type InitialModal = { view: ModalView; content: ReactNode };

export function ModalProvider({ children, initial }: { children: ReactNode; initial?: InitialModal | undefined }) {
  const t = useT();
  const setPrefs = useSetUiPrefs();
  const [state, dispatch] = useReducer(modalReducer, initial, (first) =>
    first ? modalReducer(closedModal, { type: "open", view: first.view }) : closedModal,
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  /** Whether a dialog was shown since the page loaded: only then does closing move focus. */
  const openedRef = useRef(false);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const titleId = useId();

  const openModal = useCallback<OpenModal>((view: ModalView, ...args: unknown[]) => {
    if (stateRef.current.status === "closed" && document.activeElement instanceof HTMLElement) {
      openerRef.current = document.activeElement;
    }
    dispatch({ type: "open", view, payload: args[0] });
  }, []);

  const closeModal = useCallback(() => dispatch({ type: "close" }), []);

  // A link followed from inside a dialog leaves the page: the dialog goes with it.
  const pathname = usePathname();
  const shownOnRef = useRef(pathname);
  useEffect(() => {
    if (shownOnRef.current === pathname) return; // the first page keeps a dialog open from its HTML
    shownOnRef.current = pathname;
    if (stateRef.current.status === "open") dispatch({ type: "close" });
  }, [pathname]);

  const api = useMemo<ModalApi>(() => ({ openModal, closeModal }), [openModal, closeModal]);
  // A view loaded after the dialog opened: its field marked data-autofocus takes the focus the close button held
  // meanwhile (the postal-code dialog opens on its field), unless the visitor has moved it since.
  const focusArrivedView = useCallback(() => {
    const dialog = dialogRef.current;
    const target = dialog?.querySelector<HTMLElement>("[data-autofocus]");
    if (!dialog || !target) return;
    const active = document.activeElement;
    if (active === closeRef.current || !dialog.contains(active)) target.focus();
  }, []);

  const seq = state.status === "open" ? state.seq : 0;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    setPrefs({ modalOpen: state.status === "open" });
    if (state.status === "open") {
      // A dialog open in the server's HTML is shown in place, without the page made inert: it becomes modal here.
      if (dialog.open && !dialog.matches(":modal")) dialog.close();
      if (!dialog.open) dialog.showModal();
      initialFocusTarget(dialog, closeRef.current)?.focus();
    } else if (dialog.open) {
      dialog.close();
    }
    if (state.status === "closed") {
      const opener = openerRef.current;
      openerRef.current = null;
      // Not on the first render (no dialog was ever open): focus is where the page put it.
      if (openedRef.current) return returnFocus(opener);
    }
    if (state.status === "open") openedRef.current = true;
    return undefined;
  }, [state.status, seq, setPrefs]);

  useDialogDismiss(dialogRef, closeModal);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The browser may still close the dialog itself (repeated Escape, a method="dialog" form): keep the state in
    // step — not when it is open again (the server-shown dialog is closed and reopened as modal on hydration).
    const onClose = () => {
      if (!dialog.open && stateRef.current.status === "open") closeModal();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [closeModal]);

  return (
    <ModalApiContext.Provider value={api}>
      {children}
      <dialog
        ref={dialogRef}
        // Only the server's HTML carries `open` (for a view open from the start); in the browser the dialog is
        // opened with showModal(), which React must not undo.
        open={typeof window === "undefined" && state.status === "open" ? true : undefined}
        suppressHydrationWarning
        className={`${styles.dialog} ${state.status === "open" ? styles[state.size] : ""}`}
        aria-labelledby={state.status === "open" ? titleId : undefined}
        data-view={state.status === "open" ? state.view : undefined}
      >
        {state.status === "open" && (
          <div className={styles.panel}>
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              title={t("modal.close")}
              aria-label={t("modal.close")}
              onClick={closeModal}
            >
              <CloseIcon size={22} />
            </button>
            <ModalTitleIdContext.Provider value={titleId}>
              {/* The page behind is inert while the dialog is open: what its controls do is said from inside. */}
              <LiveAnnouncer>
                <div className={styles.body} key={seq}>
                  {initial && state.seq === 1 && state.view === initial.view ? (
                    // Rendered by the server with the page, outside any Suspense boundary: it is in the first HTML.
                    initial.content
                  ) : (
                    <Suspense
                      fallback={
                        <div className={styles.loading}>
                          <Spinner size={28} />
                          <span className="visually-hidden">{t("loading")}</span>
                        </div>
                      }
                    >
                      {renderView(state, closeModal)}
                      <ViewArrived onArrive={focusArrivedView} />
                    </Suspense>
                  )}
                </div>
              </LiveAnnouncer>
            </ModalTitleIdContext.Provider>
          </div>
        )}
      </dialog>
    </ModalApiContext.Provider>
  );
}

/** Mounts with the lazy view it sits beside in the Suspense boundary, once that view has loaded. */
function ViewArrived({ onArrive }: { onArrive: () => void }) {
  useEffect(onArrive, [onArrive]);
  return null;
}
