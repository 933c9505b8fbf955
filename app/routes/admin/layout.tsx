// The console's frame: its own header instead of the public site's, private-page headers on every
// console response, and an error page that stays inside the console.
import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { consoleCopy } from "#app/content/console.ts";
import { newsletterConsoleCopy } from "#app/content/newsletter.ts";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { consoleContentCopy } from "#app/content/console-content.ts";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { consolePeopleCopy } from "#app/content/console-people.ts";
import { consoleAuditCopy } from "#app/content/console-audit.ts";
import { consoleBackupsCopy } from "#app/content/console-backups.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ConsoleHeader, type ConsoleNavItem } from "#app/components/admin/console-header.tsx";
import { consoleLink } from "#app/components/admin/buttons.ts";
import type { PageHandle } from "#app/root.tsx";
import { getOperator, isOwner } from "#app/lib/auth/guards.server.ts";
import { isOwnersOnly } from "#app/lib/console/owners.ts";
import { siteAddressProblem } from "#app/lib/env.server.ts";
import { privateHeaders } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { slugOf } from "#app/core/records.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

// Server HTML without React Router in the browser, as the reading pages are: every console form
// works as a plain form, and app/enhance/console.ts adds the rest where a page needs it (root.tsx,
// PageHandle). A console page that needs React in the browser says so in its own handle (`hydrate`).
export const handle: PageHandle = { frame: "none" };

/** Only shown when a console page failed: each page's own meta replaces it otherwise. */
export function meta({ error }: Route.MetaArgs) {
  const copy = consoleCopy.errors;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const ownersOnly = isOwnersOnly(error);
  const title = status === 404 ? copy.notFoundTitle : ownersOnly ? copy.ownersOnlyTitle : status === 403 ? copy.forbiddenTitle : copy.otherTitle;
  return consoleMeta(error ? title : consoleCopy.brand);
}

export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value);
  return headers;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = servicesOf(context);
  const operator = await getOperator(request, { env, db });
  // Until PUBLIC_SITE_URL is right, every link in mail leads nowhere: the operator is told on every page.
  const problem = operator ? siteAddressProblem(env) : null;
  const siteAddress = problem ? { address: env.PUBLIC_SITE_URL, problem } : null;
  return { operatorEmail: operator?.email ?? null, owner: operator ? isOwner(operator) : false, siteAddress };
}

const everyone: ConsoleNavItem[] = [
  { to: "/admin", label: consoleCopy.nav.dashboard, end: true },
  ...(["member", "volunteer", "contact", "newsletter"] as const).map((type) => ({
    to: `/admin/${slugOf[type]}`,
    label: consoleCopy.types[type].plural,
  })),
  { to: "/admin/register", label: consoleRegisterCopy.nav },
  { to: "/admin/newsletter", label: newsletterConsoleCopy.nav },
  { to: "/admin/events", label: consoleEventsCopy.nav },
  { to: "/admin/content", label: consoleContentCopy.nav, also: ["/admin/media", "/admin/gallery", "/admin/blog", "/admin/stories", "/admin/team"] },
  { to: "/admin/outbox", label: consoleCopy.nav.outbox },
  { to: "/admin/operators", label: consoleContentCopy.operatorsNav },
];
/** An owner also finds and erases people and reads who did what. */
const ownersToo: ConsoleNavItem[] = [
  ...everyone,
  { to: "/admin/people", label: consolePeopleCopy.nav },
  { to: "/admin/audit", label: consoleAuditCopy.nav },
  { to: "/admin/backups", label: consoleBackupsCopy.nav },
];

type FrameProps = {
  operatorEmail: string | null;
  owner: boolean;
  siteAddress: { address: string; problem: "unset" | "loopback" } | null;
  children: React.ReactNode;
};

function Frame({ operatorEmail, owner, siteAddress, children }: FrameProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 underline focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {consoleCopy.skipLink}
      </a>
      <ConsoleHeader operatorEmail={operatorEmail} nav={owner ? ownersToo : everyone} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:py-8 print:p-0">
        {siteAddress ? (
          <Alert tone="error" heading={consoleAccessCopy.siteAddressBanner.heading} className="mb-8 print:hidden">
            <p className="text-lg">{consoleAccessCopy.siteAddressBanner.body(siteAddress.address, siteAddress.problem)}</p>
          </Alert>
        ) : null}
        {children}
      </main>
    </>
  );
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame operatorEmail={loaderData.operatorEmail} owner={loaderData.owner} siteAddress={loaderData.siteAddress}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const copy = consoleCopy.errors;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const ownersOnly = isOwnersOnly(error);
  const [title, message] =
    status === 404
      ? [copy.notFoundTitle, copy.notFound]
      : ownersOnly
        ? [copy.ownersOnlyTitle, copy.ownersOnly]
        : status === 403
          ? [copy.forbiddenTitle, copy.forbidden]
          : [copy.otherTitle, copy.other];
  return (
    <Frame operatorEmail={data?.operatorEmail ?? null} owner={data?.owner ?? false} siteAddress={data?.siteAddress ?? null}>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg">{message}</p>
      <p className="mt-4">
        <Link to="/admin" className={consoleLink}>
          {copy.backToOverview}
        </Link>
      </p>
    </Frame>
  );
}
