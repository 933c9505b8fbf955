// What a visitor sees when a page is missing (404), the request was refused (another 4xx: a post to
// a page without a form, a request that could not be read) or the server failed (500). All sit
// inside the normal frame, so the menu, footer and chat button still offer a way on. None shows
// error details: they could leak internals and would not help the visitor.
import { PhoneText } from "./phone-text.tsx";
import { Link, useLocation } from "react-router";
import { frameCopy } from "#app/content/frame.ts";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";

export function NotFoundPanel() {
  const copy = frameCopy.notFound;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 text-xl text-ink-muted">{copy.intro}</p>
      <ul className="mt-8 flex flex-col gap-4">
        {copy.links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="block min-h-target rounded-xl border-2 border-stone-300 p-5 no-underline hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="block text-xl font-bold text-brand-800 underline underline-offset-4">{link.label}</span>
              <span className="mt-1 block text-lg text-ink-muted">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-lg">
        <PhoneText text={copy.help} />
      </p>
    </div>
  );
}

export function BadRequestPanel() {
  const copy = frameCopy.badRequest;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 text-xl text-ink-muted">{copy.intro}</p>
      <p className="mt-4 text-xl text-ink-muted">{copy.next}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link to="/" className={`${buttonBase} ${buttonClasses.primary}`}>
          {copy.home}
        </Link>
      </div>
      <p className="mt-8 text-lg">
        <PhoneText text={copy.help} />
      </p>
    </div>
  );
}

export function ServerErrorPanel() {
  const copy = frameCopy.serverError;
  const location = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 text-xl text-ink-muted">{copy.intro}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        {/* A full reload, not a client-side navigation: the failed page is fetched afresh. */}
        <a href={`${location.pathname}${location.search}`} className={`${buttonBase} ${buttonClasses.primary}`}>
          {copy.retry}
        </a>
        <Link to="/" className={`${buttonBase} ${buttonClasses.secondary}`}>
          {copy.home}
        </Link>
      </div>
      <p className="mt-8 text-lg">
        <PhoneText text={copy.help} />
      </p>
    </div>
  );
}
