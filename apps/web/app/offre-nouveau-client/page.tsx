import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("offre-nouveau-client");

export const generateMetadata = route.generateMetadata;
export default route.Page;
