// A Server Action that ends with `redirect()` has done its work: the router is already on its way to the next page.
// Called from a component, its promise still rejects with the redirect's error (Next.js 15 and later), which must not
// be mistaken for a failure (a red « Une erreur est survenue » over a success). Next.js marks it by its `digest`,
// « NEXT_REDIRECT;<push|replace>;<url>;<status>; »: that prefix is what is read here, not a Next.js internal module.
export const isActionRedirect = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  "digest" in error &&
  typeof error.digest === "string" &&
  error.digest.startsWith("NEXT_REDIRECT;");
