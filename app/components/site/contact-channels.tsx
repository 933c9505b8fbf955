// The four ways to reach the centre: phone, e-mail, address (with a map link) and opening hours.
// Facts come from site.ts through app/content/contact-page.ts.
import type { ReactNode } from "react";
import { contactPage, hoursRows } from "#app/content/contact-page.ts";
import { site } from "#app/core/site.ts";
import { HoursTable } from "./hours-table.tsx";

const copy = contactPage.channels;
const linkClasses = "inline-flex min-h-target items-center break-all text-xl font-bold text-brand-800 underline underline-offset-4";

function Icon({ path }: { path: string }) {
  return (
    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </span>
  );
}

const icons = {
  phone: "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2Z",
  email: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm18 2-10 7L2 6",
  address: "M12 22s8-6.5 8-13a8 8 0 1 0-16 0c0 6.5 8 13 8 13Zm0-10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  hours: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-16v6l4 2",
};

function Channel({ icon, title, children }: { icon: keyof typeof icons; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:gap-4 sm:p-6">
      <Icon path={icons[icon]} />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-ink-muted">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}

export function ContactChannels() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      <Channel icon="phone" title={copy.phone.title}>
        <a href={`tel:${site.phone.tel}`} className={linkClasses}>
          {copy.phone.text}
        </a>
        <p className="text-ink-muted">{copy.phone.note}</p>
      </Channel>
      <Channel icon="email" title={copy.email.title}>
        <a href={`mailto:${site.email}`} className={linkClasses}>
          {copy.email.text}
        </a>
        <p className="text-ink-muted">{copy.email.note}</p>
      </Channel>
      <Channel icon="address" title={copy.address.title}>
        <address className="text-xl font-bold not-italic text-ink">{copy.address.text}</address>
        <a href={copy.address.mapHref} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-target items-center text-lg font-semibold text-brand-800 underline underline-offset-4">
          {copy.address.mapLabel}
          <span className="sr-only"> {contactPage.chat.newTabNote}</span>
        </a>
      </Channel>
      <Channel icon="hours" title={copy.hours.title}>
        <HoursTable rows={hoursRows} caption={contactPage.hoursCaption} />
      </Channel>
    </ul>
  );
}

/** The chat choices: each opens the messaging app with a ready message the visitor can edit. */
export function ChatChoices() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {contactPage.chat.choices.map((c) => (
        <li key={c.label}>
          <a
            href={c.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-target items-center gap-3 rounded-xl border-2 border-green-800 bg-white px-5 py-3 text-lg font-semibold text-green-900 no-underline hover:bg-green-50"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.5A8.4 8.4 0 1 1 21 11.5Z" />
            </svg>
            <span>
              {c.label}
              <span className="sr-only"> {contactPage.chat.newTabNote}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
