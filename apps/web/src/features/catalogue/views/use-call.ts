"use client";
// Loads one web-service call for a modal view: loading, ready or error.
import { useEffect, useState } from "react";
import { fetchCall } from "../../../lib/api/browser.ts";

export type CallState<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "error" };

export function useCall<T>(name: string, input: Record<string, unknown>): CallState<T> {
  const key = JSON.stringify(input);
  const [state, setState] = useState<{ key: string; value: CallState<T> }>({ key, value: { status: "loading" } });
  useEffect(() => {
    const controller = new AbortController();
    fetchCall<T>(name, JSON.parse(key) as Record<string, unknown>, controller.signal).then(
      (result) => setState({ key, value: result.ok ? { status: "ready", data: result.data } : { status: "error" } }),
      () => {},
    );
    return () => controller.abort();
  }, [name, key]);
  return state.key === key ? state.value : { status: "loading" };
}
