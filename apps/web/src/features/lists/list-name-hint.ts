// The hint under every list-name field (create, rename, merge, save the basket): the contract's bounds.
import { LIST_NAME_MAX, LIST_NAME_MIN } from "@cabas/contracts/client-values";

export const LIST_NAME_HINT = `De ${LIST_NAME_MIN} à ${LIST_NAME_MAX} caractères.`;
