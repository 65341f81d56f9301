"use client";
// Last-resort error page, when the root layout itself fails: no providers, so its few texts are here.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="fr">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          display: "grid",
          placeItems: "center",
          minHeight: "100vh",
          margin: 0,
        }}
      >
        <main style={{ textAlign: "center", padding: "2rem" }}>
          <h1>Quelque chose s&apos;est mal passé.</h1>
          <p>Veuillez réessayer dans un instant.</p>
          <button type="button" onClick={() => retry()} style={{ padding: "0.75rem 1.5rem", fontSize: "1rem" }}>
            Réessayer
          </button>
        </main>
      </body>
    </html>
  );
}
