import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("bienvenue");

export const generateMetadata = route.generateMetadata;
export default route.Page;
