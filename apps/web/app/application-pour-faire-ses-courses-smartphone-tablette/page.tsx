import { staticPageRoute } from "@/features/content/static-page-route";

const route = staticPageRoute("application-pour-faire-ses-courses-smartphone-tablette");

export const generateMetadata = route.generateMetadata;
export default route.Page;
