// Second check of a /redirect target after the web-service approved it: an own path, or an https URL.

export type RedirectAnswer = { url: string; internal: boolean };

export const safeRedirectLocation = (answer: RedirectAnswer): string | null => {
  const { url, internal } = answer;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(url)) return null;
  if (internal) {
    if (!url.startsWith("/") || url.startsWith("//")) return null;
    const parsed = new URL(url, "http://internal.invalid");
    return parsed.host === "internal.invalid" ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && !parsed.username && !parsed.password ? parsed.toString() : null;
  } catch {
    return null;
  }
};
