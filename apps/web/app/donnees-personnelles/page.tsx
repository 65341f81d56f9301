import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("donnees-personnelles");

export const generateMetadata = route.generateMetadata;
export default route.Page;
