"use client";
// Whether the page runs scripts: false in the server's HTML and while hydrating, true afterwards. A control that
// only works with JavaScript (printing, a dialog asking first) appears then, without a hydration mismatch.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export const useScripted = (): boolean => useSyncExternalStore(noSubscription, () => true, () => false);
