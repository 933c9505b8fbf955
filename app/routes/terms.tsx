import type { Route } from "./+types/terms";
import { pageMeta } from "#app/lib/seo.ts";
import { termsOfService as doc, termsOfServiceAt } from "#app/content/legal.ts";
import { currentPrices } from "#app/lib/fees/plan-prices.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { LegalPage } from "#app/components/site/legal-page.tsx";

export function meta(_: Route.MetaArgs) {
  return pageMeta(doc);
}

/** The plans' prices of this month, which the membership terms say (/admin/register/plans sets them). */
export async function loader({ context }: Route.LoaderArgs) {
  return { prices: await currentPrices(servicesOf(context).db) };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={termsOfServiceAt(loaderData.prices)} />;
}
