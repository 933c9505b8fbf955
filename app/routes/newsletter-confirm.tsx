// /newsletter/confirm: the page behind the confirm link in newsletter mail. Opening it
// changes nothing; its button's post does (app/lib/newsletter/link-page.server.ts).
import type { Route } from "./+types/newsletter-confirm";
import { newsletterPageCopy } from "#app/content/newsletter.ts";
import { NewsletterLinkPage } from "#app/components/site/newsletter-link-page.tsx";
import { NO_STORE } from "#app/lib/submissions/action.server.ts";
import { linkAction, linkLoader } from "#app/lib/newsletter/link-page.server.ts";
import { withBrand } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: withBrand(newsletterPageCopy.confirm.title) }, { name: "robots", content: "noindex" }];
}

export const headers: Route.HeadersFunction = () => NO_STORE;
export const loader = (args: Route.LoaderArgs) => linkLoader("confirm", args);
export const action = (args: Route.ActionArgs) => linkAction("confirm", args);

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage page={loaderData} outcome={actionData?.outcome} />;
}
