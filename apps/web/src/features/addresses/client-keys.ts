// Texts the address views read with useT(): the spec's toasts for a failed address change and unavailable products.
export const ADDRESS_CLIENT_KEYS = ["update-error", "produits-indispos"] as const;
