import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("livraison-de-courses-pour-professionnels");

export const generateMetadata = route.generateMetadata;
export default route.Page;
