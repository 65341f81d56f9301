// Modal host state (spec §4: closed → open with a view and payload → closed); one dialog at a time.
import { sizeOf, type ModalSize, type ModalView } from "./modal-views.ts";

export type ModalState =
  | { status: "closed" }
  | {
      status: "open";
      view: ModalView;
      payload: unknown;
      size: ModalSize;
      /** Opening order, to re-key the dialog's content. */ seq: number;
    };

export type ModalAction = { type: "open"; view: ModalView; payload?: unknown } | { type: "close" };

export const closedModal: ModalState = { status: "closed" };

export const modalReducer = (state: ModalState, action: ModalAction): ModalState => {
  switch (action.type) {
    case "open": {
      const seq = state.status === "open" ? state.seq + 1 : 1;
      return { status: "open", view: action.view, payload: action.payload, size: sizeOf(action.view), seq };
    }
    case "close":
      return closedModal;
  }
};
