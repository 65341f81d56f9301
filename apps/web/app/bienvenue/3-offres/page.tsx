// The three welcome offers (spec §2 offers: /bienvenue/3-offres): the editorial page, then the codes valid today,
// read from the same advantage codes the basket accepts, so the page never promises a code the basket refuses.
import { staticPageRoute } from "@/features/content/static-page-route";
import { OffersList } from "@/features/service/offers-list";

const route = staticPageRoute("bienvenue-3-offres", "/bienvenue/3-offres", <OffersList title="Les codes valables aujourd'hui" />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
