// The console's own header: its name, the sections, who is signed in and the log-out button.
// Deliberately plain and not sticky: the operator works in long tables and forms.
import { Form, NavLink } from "react-router";
import { consoleCopy } from "#app/content/console.ts";
import { BrandMark } from "#app/components/site/header.tsx";
import { consoleButton } from "./buttons.ts";

export type ConsoleNavItem = { to: string; label: string; end?: boolean };

export function ConsoleHeader({ operatorEmail, nav }: { operatorEmail: string | null; nav: readonly ConsoleNavItem[] }) {
  const copy = consoleCopy.nav;
  return (
    <header className="border-b-2 border-stone-300 bg-stone-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <p className="flex items-center gap-3 text-xl font-bold">
          <BrandMark className="size-10 shrink-0" />
          {consoleCopy.brand}
        </p>
        {operatorEmail ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-base break-all text-ink-muted">
              {copy.signedInAs} <span className="font-semibold text-ink">{operatorEmail}</span>
            </p>
            <Form method="post" action="/admin/logout">
              <button type="submit" className={consoleButton.compact}>
                {copy.logout}
              </button>
            </Form>
          </div>
        ) : null}
      </div>
      {operatorEmail ? (
        <nav aria-label={copy.label} className="mx-auto max-w-7xl px-4 pb-2">
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `inline-flex min-h-target items-center rounded-lg px-3 text-lg font-semibold underline-offset-4 ${
                      isActive ? "bg-brand-700 text-white" : "text-brand-800 underline hover:bg-brand-50"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
