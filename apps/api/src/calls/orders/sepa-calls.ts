// paySepa: sign a mandate (the IBAN goes to the provider; Cabas keeps its masked form and the provider's reference).
import { paySepa } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError } from "../../http/app-error.ts";
import { checkIban } from "../../domain/iban.ts";
import { requireCustomer } from "./card-calls.ts";
import { paySepaOrder } from "./checkout-calls.ts";

export const paySepaCall = implement(paySepa, async (ctx) => {
  const { db, principal, input, now, config } = ctx;
  const userId = requireCustomer(principal);
  if (input.action === "paiement") {
    return { message: "Commande passée : paiement par prélèvement SEPA.", paiement: await paySepaOrder({ db, config, now: now() }, userId, input) };
  }
  const iban = checkIban(input.iban);
  if (!iban.ok) throw new AppError("INVALID_DATA", iban.reason, { fieldErrors: { iban: [iban.reason] } });
  const mandate = await config.payments.provider.createMandate({ iban: iban.iban, holder: input.titulaire });
  const at = now();
  const [row] = await db
    .insert(schema.sepaMandates)
    .values({ userId, provider: config.payments.provider.name, providerRef: mandate.providerRef, reference: mandate.reference, ibanMasked: mandate.ibanMasked, holder: input.titulaire, signedAt: at })
    .returning();
  if (!row) throw new Error("mandate insert returned nothing");
  return {
    message: "Mandat de prélèvement SEPA signé.",
    mandat: { id_mandat: row.id, reference: row.reference, iban_masque: row.ibanMasked, titulaire: row.holder, signe_le: row.signedAt.toISOString() },
  };
});
