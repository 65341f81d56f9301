import type { CallImplementation } from "../../http/call-registry.ts";
import { getArborescenceCall, getCatalogueCall, getMarqueCall } from "./aisles.ts";
import { getPackCall, getPackThemesCall } from "./packs.ts";
import { getProductAssocCall, getProductCall, isReservableCall } from "./products.ts";
import { withCatalogueCache } from "./catalogue-cache.ts";
import { getRecetteCall } from "./recipes.ts";
import { coupDeCoeurCall, getPanachageCall, getProducteurCall, rappelProduitsCall } from "./shelf-extras.ts";

export const catalogueCallImplementations: readonly CallImplementation[] = [
  getArborescenceCall,
  getCatalogueCall,
  getMarqueCall,
  getProductCall,
  getProductAssocCall,
  isReservableCall,
  getPackCall,
  getPackThemesCall,
  getRecetteCall,
  getProducteurCall,
  getPanachageCall,
  coupDeCoeurCall,
  rappelProduitsCall,
  // Every catalogue answer is public and the same for a perimeter: shared through the catalogue cache.
].map(withCatalogueCache);
