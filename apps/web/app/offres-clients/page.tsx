import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("offres-clients");

export const generateMetadata = route.generateMetadata;
export default route.Page;
