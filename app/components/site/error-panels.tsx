// What a visitor sees when a page is missing (404), the request was refused (another 4xx: a post to
// a page without a form, a request that could not be read) or the server failed (500). All sit
// inside the normal frame, so the menu, footer and chat button still offer a way on. None shows
// error details: they could leak internals and would not help the visitor.
import { PhoneText } from "./phone-text.tsx";
import { useLocation } from "react-router";
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
            <a
              href={link.path}
              className="block min-h-target rounded-xl border-2 border-stone-300 p-5 no-underline hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="block text-xl font-bold text-brand-800 underline underline-offset-4">{link.label}</span>
              <span className="mt-1 block text-lg text-ink-muted">{link.description}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-lg">
        <PhoneText text={copy.help} />
      </p>
    </div>
  );
}

/** What the refusal and failure panels share: a heading, what happened, what to do, the phone. */
function Panel({ heading, intro, help, children }: { heading: string; intro: readonly string[]; help: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{heading}</h1>
      {intro.map((text) => (
        <p key={text} className="mt-4 text-xl text-ink-muted">
          {text}
        </p>
      ))}
      <div className="mt-8 flex flex-wrap gap-4">{children}</div>
      <p className="mt-8 text-lg">
        <PhoneText text={help} />
      </p>
    </div>
  );
}

export function BadRequestPanel() {
  const copy = frameCopy.badRequest;
  return (
    <Panel heading={copy.heading} intro={[copy.intro, copy.next]} help={copy.help}>
      <a href="/" className={`${buttonBase} ${buttonClasses.primary}`}>
        {copy.home}
      </a>
    </Panel>
  );
}

export function ServerErrorPanel() {
  const copy = frameCopy.serverError;
  const location = useLocation();
  return (
    <Panel heading={copy.heading} intro={[copy.intro]} help={copy.help}>
      {/* A full reload, not a client-side navigation: the failed page is fetched afresh. */}
      <a href={`${location.pathname}${location.search}`} className={`${buttonBase} ${buttonClasses.primary}`}>
        {copy.retry}
      </a>
      <a href="/" className={`${buttonBase} ${buttonClasses.secondary}`}>
        {copy.home}
      </a>
    </Panel>
  );
}
