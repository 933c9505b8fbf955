import type { Route } from "./+types/offerings.leisure-outings";
import { seo } from "#app/lib/seo.ts";
import { leisureOutings as page } from "#app/content/offerings/leisure-outings.ts";
import { OfferingPage } from "#app/components/site/offering-page.tsx";

export function meta(_: Route.MetaArgs) {
  return seo({ ...page.seo, path: page.path });
}

export default function Page() {
  return <OfferingPage page={page} />;
}
