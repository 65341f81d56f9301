import type { CallImplementation } from "../../http/call-registry.ts";
import { getFraisLivraisonCall, getZonesLivrablesCall } from "./delivery-zones.ts";
import { getHomepageCall } from "./homepage.ts";
import { getContenuMktCall, getCoraAuchanCall, getMessagesCall } from "./messages.ts";
import { getFaqCall, getJobsCall, getStaticPageCall } from "./pages.ts";
import { getConfigurationCall, getMentionsLegalesCall, redirectCall } from "./site-settings.ts";

export const contentCallImplementations: readonly CallImplementation[] = [
  getConfigurationCall,
  getHomepageCall,
  getStaticPageCall,
  getMentionsLegalesCall,
  getFaqCall,
  getJobsCall,
  getMessagesCall,
  getContenuMktCall,
  getCoraAuchanCall,
  getFraisLivraisonCall,
  getZonesLivrablesCall,
  redirectCall,
];
