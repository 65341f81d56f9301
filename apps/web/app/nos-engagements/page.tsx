import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("nos-engagements");

export const generateMetadata = route.generateMetadata;
export default route.Page;
