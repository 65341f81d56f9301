// The order calls' registry entries, in one list for app.ts.
import type { CallImplementation } from "../../http/call-registry.ts";
import { addCbCall, deleteCbCall, mesCbCall, updateCbCall } from "./card-calls.ts";
import { downloadFileCall, getCommandeCall, isPaiementOkCall } from "./order-read-calls.ts";
import { paySepaCall } from "./sepa-calls.ts";
import { reglerImpayeCall } from "./returned-debit-card.ts";
import { abandonPaiementCall } from "./pending-payment.ts";
import { noterAppelImpayeCall } from "./return-calls.ts";
import { getCommandesEntrepotCall, getListePreparationCall, setCommandeEntrepotCall } from "./warehouse-calls.ts";
import { checkAvantPaiementCall, loadHistoriqueCall, payCommandeCall, payConfigurationCall, updateCommandeCall } from "./checkout-calls.ts";

export const orderCallImplementations: readonly CallImplementation[] = [
  mesCbCall,
  addCbCall,
  updateCbCall,
  deleteCbCall,
  paySepaCall,
  getCommandeCall,
  isPaiementOkCall,
  downloadFileCall,
  checkAvantPaiementCall,
  payConfigurationCall,
  payCommandeCall,
  loadHistoriqueCall,
  updateCommandeCall,
  abandonPaiementCall,
  reglerImpayeCall,
  getCommandesEntrepotCall,
  getListePreparationCall,
  setCommandeEntrepotCall,
  noterAppelImpayeCall,
];
