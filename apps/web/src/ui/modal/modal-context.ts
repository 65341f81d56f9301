"use client";
// The modal host's API for components: openModal(view, payload) and closeModal().
import { createContext, useContext, useId } from "react";
import type { ModalPayloads, ModalView } from "./modal-views.ts";

// Indexing ModalPayloads by every view is what makes a view without its payload type a compile error.
export type ModalArgs<V extends ModalView> = V extends ModalView ? (ModalPayloads[V] extends undefined ? [] : [payload: ModalPayloads[V]]) : never;

export type OpenModal = <V extends ModalView>(view: V, ...args: ModalArgs<V>) => void;

export type ModalApi = { openModal: OpenModal; closeModal: () => void };

/** A view with its payload when it takes one, as data (a link's target, a dialog a call answers). */
export type ModalTarget = {
  [V in ModalView]: ModalPayloads[V] extends undefined ? { view: V; payload?: undefined } : { view: V; payload: ModalPayloads[V] };
}[ModalView];

/** Opens a target: its view with its own payload, which a union of targets cannot carry into openModal's types. */
export const openTarget = (openModal: OpenModal, target: ModalTarget): void =>
  (openModal as (view: ModalView, payload?: unknown) => void)(target.view, target.payload);

export const ModalApiContext = createContext<ModalApi | null>(null);

/** Id of the open dialog's title, for aria-labelledby. */
export const ModalTitleIdContext = createContext<string>("");

export function useModal(): ModalApi {
  const api = useContext(ModalApiContext);
  if (!api) throw new Error("useModal doit être utilisé dans un ModalProvider.");
  return api;
}

export const useModalTitleId = (): string => {
  const fromHost = useContext(ModalTitleIdContext);
  const fallback = useId();
  return fromHost || fallback;
};
