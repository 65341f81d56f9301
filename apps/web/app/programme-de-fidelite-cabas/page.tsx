import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("programme-de-fidelite-cabas");

export const generateMetadata = route.generateMetadata;
export default route.Page;
