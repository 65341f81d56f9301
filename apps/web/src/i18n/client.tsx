"use client";
// Client-side texts: a small dictionary chosen on the server, with {{var}} interpolation and _one/_other plurals.
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { interpolate, pluralKey } from "./interpolate.ts";

const MessagesContext = createContext<Record<string, string>>({});

export function ClientMessagesProvider({
  messages,
  children,
}: {
  messages: Record<string, string>;
  children: ReactNode;
}) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export type ClientT = (key: string, values?: Record<string, string | number>) => string;

export function useT(): ClientT {
  const messages = useContext(MessagesContext);
  return useCallback<ClientT>(
    (key, values) => {
      const count = values?.count;
      const template =
        (typeof count === "number" ? messages[pluralKey(key, count)] : undefined) ?? messages[key] ?? key;
      return interpolate(template, values);
    },
    [messages],
  );
}
