// The page the link mailed to a new e-mail address opens (ADR 0041 amended). Opening it changes nothing: mail
// filters and antivirus scanners open links by themselves, and one that did so for a mistyped address would lock the
// customer out. The change is applied by the button's POST (./valider), which works without JavaScript.
import type { Metadata } from "next";
import { Button } from "@/ui/button/button";

export const metadata: Metadata = { title: "Confirmer votre nouvelle adresse e-mail", robots: { index: false }, referrer: "no-referrer" };

export default async function Page({ searchParams }: { searchParams: Promise<{ jeton?: string | string[] }> }) {
  const { jeton } = await searchParams;
  const token = typeof jeton === "string" ? jeton : "";
  return (
    <div className="page">
      <h1>Confirmer votre nouvelle adresse e-mail</h1>
      <p>
        Un clic sur le bouton ci-dessous confirme que cette boîte aux lettres est bien la vôtre&nbsp;: c&rsquo;est ensuite avec
        cette adresse que vous vous connecterez et que nous vous écrirons.
      </p>
      <form method="post" action="/confirmer-ma-nouvelle-adresse/valider">
        <input type="hidden" name="jeton" value={token} />
        <Button type="submit">Confirmer cette adresse</Button>
      </form>
    </div>
  );
}
