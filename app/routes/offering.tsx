import { data } from "react-router";
import type { Route } from "./+types/offering";
import { pageMeta } from "#app/lib/seo.ts";
import { loadOfferingPage } from "#app/content/offerings/pages.ts";
import { OfferingPage } from "#app/components/site/offering-page.tsx";

// One module for every offering page (app/routes.ts routes each path of content/offerings/index.ts).
// The page's words come as loader data, prerendered at build time, so the route's JavaScript
// carries none of them.

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page) : [];
}

export async function loader({ url }: Route.LoaderArgs) {
  // Only the path is read (it is the page being prerendered); never the host, which at build time
  // is not the site's (decision 008).
  // `url` is the page's own address: request.url of a client navigation ends in .data.
  const page = await loadOfferingPage(url.pathname);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export default function Offering({ loaderData }: Route.ComponentProps) {
  return <OfferingPage page={loaderData.page} />;
}
