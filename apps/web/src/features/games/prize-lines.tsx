// What the games' results say, in their dialog (PrizePanel) and in their page for a shopper without scripts
// (ResultSection): the web-service's texts, then the code won (a voucher's, an e-ticket's) with what it is.
import { typesetFrench } from "@cabas/contracts/french-typography";

export type PrizeCode = { label: string; value: string };

/** The cinema contest's e-ticket, when the play won one. */
export const ticketCode = (lot: { code_billet: string | null } | null | undefined): PrizeCode | null =>
  lot?.code_billet ? { label: "Votre code e-billet", value: lot.code_billet } : null;

export function PrizeLines({ textes, code }: { textes: readonly string[]; code: PrizeCode | null }) {
  return (
    <>
      {textes.map((text) => (
        // The web-service's texts, or the page's without scripts, are written with ordinary spaces: typeset here.
        <p key={text}>{typesetFrench(text)}</p>
      ))}
      {code && (
        <p>
          {code.label}&nbsp;: <strong>{code.value}</strong>
        </p>
      )}
    </>
  );
}
