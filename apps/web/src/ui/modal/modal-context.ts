"use client";
// The modal host's API for components: openModal(view, payload) and closeModal().
import { createContext, useContext, useId } from "react";
import type { ModalPayloads, ModalView } from "./modal-views.ts";

// Indexing ModalPayloads by every view is what makes a view without its payload type a compile error.
export type ModalArgs<V extends ModalView> = V extends ModalView ? (ModalPayloads[V] extends undefined ? [] : [payload: ModalPayloads[V]]) : never;

export type OpenModal = <V extends ModalView>(view: V, ...args: ModalArgs<V>) => void;

export type ModalApi = { openModal: OpenModal; closeModal: () => void };

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
