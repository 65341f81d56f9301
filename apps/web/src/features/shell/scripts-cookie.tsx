"use client";
// Remembers that this browser runs scripts, so its next catalogue pages can be shared ones (ADR 0032).
import { useEffect } from "react";
import { SCRIPTS_COOKIE } from "./scripts-cookie-name.ts";

const YEAR_S = 365 * 24 * 60 * 60;

export function ScriptsCookie() {
  useEffect(() => {
    if (document.cookie.split("; ").includes(`${SCRIPTS_COOKIE}=1`)) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${SCRIPTS_COOKIE}=1; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
  }, []);
  return null;
}
