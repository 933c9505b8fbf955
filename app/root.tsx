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
import { useNonce } from "#app/lib/nonce.tsx";
import { SITE_URL_META, siteUrl, withBrand } from "#app/lib/seo.ts";
import { localBusinessJsonLd, organizationJsonLd } from "#app/lib/structured-data.ts";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { BadRequestPanel, NotFoundPanel, ServerErrorPanel } from "#app/components/site/error-panels.tsx";
import { Footer } from "#app/components/site/footer.tsx";
import { Header } from "#app/components/site/header.tsx";
import { JsonLd } from "#app/components/site/json-ld.tsx";
import { ScrollToTop } from "#app/components/site/scroll-to-top.tsx";
import { SkipLink } from "#app/components/site/skip-link.tsx";
import { textSizeBootScript } from "#app/components/site/text-size-control.tsx";
import appCssText from "./app.css?inline";

/**
 * A route that brings its own layout (the operator console) exports
 * `export const handle = { frame: "none" }` and is rendered without the public header, footer,
 * chat button and structured data.
 */
export type FrameHandle = { frame?: "public" | "none" };

function usePublicFrame(): boolean {
  const matches = useMatches();
  return !matches.some((m) => (m.handle as FrameHandle | undefined)?.frame === "none");
}

export const links: Route.LinksFunction = () => [
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
  const publicFrame = usePublicFrame();
  // In production every page gets the nonce placeholder here, and finishPage writes each
  // response's own nonce over it as the page is sent (app/lib/finish-page.server.ts); the
  // development server gives the response's nonce itself. In the browser it is undefined.
  const nonce = useNonce();
  // From here on every control answers (until now a press on a JavaScript-only button did
  // nothing): <html data-hydrated> says so, for the browser tests that act like a visitor.
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
        {/* The whole stylesheet (about 9 KB gzip) is inlined: a separate file would cost every
            first visit a round trip before anything can be painted. The browser bundle does not
            carry the text (import.meta.env.SSR); hydration keeps the server's element as it is. */}
        <style
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? appCssText : "" }}
        />
        {/* Synchronous on purpose: the stored text size must apply before the first paint. It runs
            once, as the page is parsed, so the browser bundle does not carry it either. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? textSizeBootScript : "" }} />
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      {/* tabIndex -1: the skip link and route changes move focus here (see ScrollToTop). */}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <ChatButton />
      <ScrollToTop />
    </>
  );
}

export default function App() {
  const publicFrame = usePublicFrame();
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
