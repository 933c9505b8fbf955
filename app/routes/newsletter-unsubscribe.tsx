// /newsletter/unsubscribe: the page behind the unsubscribe link in newsletter mail. Opening it
// changes nothing; its button's post does (app/lib/newsletter/link-page.server.ts).
import type { Route } from "./+types/newsletter-unsubscribe";
import { newsletterPageCopy } from "#app/content/newsletter.ts";
import { NewsletterLinkPage } from "#app/components/site/newsletter-link-page.tsx";
import { NO_STORE } from "#app/lib/submissions/action.server.ts";
import { linkAction, linkLoader } from "#app/lib/newsletter/link-page.server.ts";
import { withBrand } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: withBrand(newsletterPageCopy.unsubscribe.title) }, { name: "robots", content: "noindex" }];
}

export const headers: Route.HeadersFunction = () => NO_STORE;
export const loader = (args: Route.LoaderArgs) => linkLoader("unsubscribe", args);
export const action = (args: Route.ActionArgs) => linkAction("unsubscribe", args);

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage page={loaderData} outcome={actionData?.outcome} />;
}
