import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("comment-ca-marche");

export const generateMetadata = route.generateMetadata;
export default route.Page;
