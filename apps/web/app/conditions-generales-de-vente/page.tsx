import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("conditions-generales-de-vente");

export const generateMetadata = route.generateMetadata;
export default route.Page;
