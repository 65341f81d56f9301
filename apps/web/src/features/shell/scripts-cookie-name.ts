// Set by the browser once a page's scripts run (scripts-cookie.tsx): its catalogue pages may then be shared
// pages whose basket and greeting the browser fills in (ADR 0032). Without it, every page is rendered in full.
export const SCRIPTS_COOKIE = "JS";
