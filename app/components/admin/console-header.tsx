// The console's own header: its name, the sections, who is signed in and the log-out button.
// Deliberately plain and not sticky: the operator works in long tables and forms. On a phone
// it is two lines: the name with Log out, then the menu folded under one button that
// names the section the operator is in (a <details>, so it opens without JavaScript); it took
// half the screen when every section was listed. Choosing a section closes the menu: the console
// moves between pages without reloading, so the <details> is made anew for each visit (keyed by the
// location), or the open list would push the new page's heading below the screen. Printed, it is
// left out (the door list).
import { Form, Link, useLocation } from "react-router";
import { consoleCopy } from "#app/content/console.ts";
import { NO_GUARD } from "#app/core/console-script.ts";
import { BrandMark } from "#app/components/site/header.tsx";
import { consoleButton } from "./buttons.ts";

/** A section of the menu; `also`, the pages it holds under other addresses (Site content: photos, gallery, …). */
export type ConsoleNavItem = { to: string; label: string; end?: boolean; also?: readonly string[] };

/** The section a path is in: the item one of whose addresses is the longest start of it. */
function currentItem(nav: readonly ConsoleNavItem[], path: string): ConsoleNavItem | undefined {
  const within = (to: string, end?: boolean) => (end ? path === to : path === to || path.startsWith(`${to}/`));
  let best: { item: ConsoleNavItem; length: number } | undefined;
  for (const item of nav) {
    for (const to of [item.to, ...(item.also ?? [])]) if (within(to, item.end) && to.length > (best?.length ?? -1)) best = { item, length: to.length };
  }
  return best?.item;
}

function NavList({ nav, current, className }: { nav: readonly ConsoleNavItem[]; current: ConsoleNavItem | undefined; className: string }) {
  return (
    <ul className={className}>
      {nav.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={item === current ? "page" : undefined}
            className={`inline-flex min-h-target items-center rounded-lg px-3 text-lg font-semibold underline-offset-4 ${item === current ? "bg-brand-700 text-white" : "text-brand-800 underline hover:bg-brand-50"}`}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * An e-mail address that breaks, when the line is too short for it, only after its @ and its dots
 * ("volunteer@ / example.org"), never inside a word ("volunteer@example.or / g").
 */
function Breakable({ address }: { address: string }) {
  // No lookbehind in the pattern: Safari before 16.4 (the floor is 15.4) cannot parse one.
  const parts = address.replace(/([@.])/g, "$1\n").split("\n");
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </>
  );
}

export function ConsoleHeader({ operatorEmail, nav }: { operatorEmail: string | null; nav: readonly ConsoleNavItem[] }) {
  const copy = consoleCopy.nav;
  const { pathname, key: visit } = useLocation();
  const current = currentItem(nav, pathname);
  const signedIn = (
    <>
      {copy.signedInAs} <span className="font-semibold text-ink">{operatorEmail ? <Breakable address={operatorEmail} /> : null}</span>
    </>
  );
  return (
    <header className="border-b-2 border-stone-300 bg-stone-50 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 sm:py-3">
        <p className="flex items-center gap-3 text-lg font-bold sm:text-xl">
          <BrandMark className="size-8 shrink-0 sm:size-10" />
          {consoleCopy.brand}
        </p>
        {operatorEmail ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="hidden text-base break-words text-ink-muted sm:block">{signedIn}</p>
            {/* Sent twice, it logs out once: no guard against a second press (app/core/console-script.ts). */}
            <Form method="post" action="/admin/logout" {...{ [NO_GUARD]: "" }}>
              <button type="submit" className={consoleButton.compact}>
                {copy.logout}
              </button>
            </Form>
          </div>
        ) : null}
      </div>
      {operatorEmail ? (
        <>
          <details key={visit} className="group border-t border-stone-300 px-4 sm:hidden">
            <summary className="flex min-h-target cursor-pointer list-none items-center gap-2 text-lg font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
                ▸
              </span>
              {current ? copy.menuIn(current.label) : copy.menu}
            </summary>
            <nav aria-label={copy.label} className="pb-3">
              <NavList nav={nav} current={current} className="grid grid-cols-1 gap-1 min-[360px]:grid-cols-2" />
              <p className="mt-2 text-base break-words text-ink-muted">{signedIn}</p>
            </nav>
          </details>
          <nav aria-label={copy.label} className="mx-auto hidden max-w-7xl px-4 pb-2 sm:block">
            <NavList nav={nav} current={current} className="flex flex-wrap gap-x-1 gap-y-1" />
          </nav>
        </>
      ) : null}
    </header>
  );
}
