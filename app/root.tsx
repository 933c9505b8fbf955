import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { frameCopy } from "#app/content/frame.ts";
import { SITE_URL_META, siteUrl, withBrand } from "#app/lib/seo.ts";
import { localBusinessJsonLd, organizationJsonLd } from "#app/lib/structured-data.ts";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { BadRequestPanel, NotFoundPanel, ServerErrorPanel } from "#app/components/site/error-panels.tsx";
import { Footer } from "#app/components/site/footer.tsx";
import { Header } from "#app/components/site/header.tsx";
import { JsonLd } from "#app/components/site/json-ld.tsx";
import { ServerOnly } from "#app/components/site/server-only.tsx";
import { SkipLink } from "#app/components/site/skip-link.tsx";
import { textSizeBootScript } from "#app/core/inline-scripts.ts";
import appCssUrl from "./app.css?url";
import enhanceScript from "virtual:enhance-script";
import islandsScript from "virtual:islands-script";
import consoleScript from "virtual:console-script";

/**
 * What a route says about the document it is rendered in, as `export const handle = { … }`:
 *
 * - `frame: "none"`: the route brings its own layout (the operator console) and is rendered without
 *   the public header, footer, chat button, structured data and the enhancements' script. Such a
 *   page carries the console's script instead (app/enhance/console.ts), which the server leaves
 *   out when nothing on the page needs it (app/lib/console-script.server.ts).
 * - `hydrate: true`: React and React Router run in the browser (the document carries React
 *   Router's scripts and hydration data). No page says so today: the console is server HTML too
 *   (docs/decisions/043-the-console-without-react-router.md); a console page that ever needs React
 *   in the browser says so in its own handle, and pays for React Router's 150 KB.
 * - `islands: true`: the page has parts React hydrates on their own, without React Router
 *   (app/islands/island.tsx): the forms of /contact, /join-us and an event's page. The document
 *   carries the islands' script.
 *
 * Every other page is server-rendered HTML and CSS whose behaviour comes from native HTML and
 * app/enhance/ (docs/decisions/018-reading-pages-without-react.md, 023-form-islands.md).
 */
export type PageHandle = { frame?: "public" | "none"; hydrate?: boolean; islands?: boolean };

function usePage(): { publicFrame: boolean; hydrate: boolean; islands: boolean } {
  const handles = useMatches().map((m) => m.handle as PageHandle | undefined);
  return {
    publicFrame: !handles.some((h) => h?.frame === "none"),
    hydrate: handles.some((h) => h?.hydrate === true),
    islands: handles.some((h) => h?.islands === true),
  };
}

export const links: Route.LinksFunction = () => [
  // One stylesheet for every page, hashed and cached for a year: a visit pays for it once. Chosen
  // over inlining it in every page by measurement (docs/performance.md, decision 018): the first
  // paint stayed as fast, and each further page is about 10 KB lighter.
  { rel: "stylesheet", href: appCssUrl },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// Only used when a page failed: a page's own meta replaces this in every other case.
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const copy = frameCopy[failureOf(error)];
  return [{ title: withBrand(copy.title) }, { name: "robots", content: "noindex" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { publicFrame, hydrate, islands } = usePage();
  // From here on every control of a page React Router hydrates answers (until now a press on a
  // JavaScript-only button did nothing): <html data-hydrated> says so, for the browser tests that
  // act like a visitor. (On a page with islands, app/islands/main.tsx sets it.)
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // textSizeBootScript sets class and data-text-size on <html> before React hydrates.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        {/* The public address for links the browser builds (siteUrl); the server writes it. */}
        <meta name={SITE_URL_META} content={siteUrl()} />
        {/* Synchronous on purpose: the stored text size must apply before the first paint. It runs
            once, as the page is parsed, so the browser bundle does not carry it either. Its text
            never changes: the policy allows it by its hash, so it needs no nonce. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? textSizeBootScript : "" }} />
        <Meta />
        <Links />
        {publicFrame ? (
          <>
            <JsonLd data={import.meta.env.SSR ? organizationJsonLd() : null} />
            <JsonLd data={import.meta.env.SSR ? localBusinessJsonLd() : null} />
          </>
        ) : null}
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        {/* The framework-free enhancements: one small module file for every public page, cached.
            A file of this site ('self' in the policy): it needs no nonce. */}
        {publicFrame ? <script type="module" src={enhanceScript} /> : null}
        {/* React for the page's forms (app/islands/), on the pages that have one. */}
        {islands ? <script type="module" src={islandsScript} /> : null}
        {/* The console's behaviour without React; the server drops it where nothing needs it. */}
        {!publicFrame && !hydrate ? <script type="module" src={consoleScript} /> : null}
      </body>
    </html>
  );
}

/**
 * The frame is the server's HTML on every page; its behaviour is app/enhance/'s. Only an error
 * React renders in the console's browser would draw it there: ServerOnly keeps its code out.
 */
function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ServerOnly>
        {import.meta.env.SSR ? (
          <>
            <SkipLink />
            <Header />
          </>
        ) : null}
      </ServerOnly>
      {/* tabIndex -1: the skip link moves focus here. */}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <ServerOnly>
        {import.meta.env.SSR ? (
          <>
            <Footer />
            <ChatButton />
          </>
        ) : null}
      </ServerOnly>
    </>
  );
}

export default function App() {
  const { publicFrame } = usePage();
  return publicFrame ? (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  ) : (
    <Outlet />
  );
}

/** Which page a failure gets: a missing page, another refusal of the request (4xx), or our fault. */
function failureOf(error: unknown): "notFound" | "badRequest" | "serverError" {
  if (!isRouteErrorResponse(error) || error.status >= 500) return "serverError";
  return error.status === 404 ? "notFound" : "badRequest";
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const failure = failureOf(error);
  return <SiteFrame>{failure === "notFound" ? <NotFoundPanel /> : failure === "badRequest" ? <BadRequestPanel /> : <ServerErrorPanel />}</SiteFrame>;
}
