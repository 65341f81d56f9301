import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("communique-de-presse");

export const generateMetadata = route.generateMetadata;
export default route.Page;
