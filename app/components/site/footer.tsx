// The site footer: every link, label and fact the spec lists for it (section 2, "Shared frame").
// Bottom padding keeps the floating chat button from covering the last lines on small screens.
import { site } from "#app/core/site.ts";
import { frameCopy } from "#app/content/frame.ts";
import { footerExplore, footerHelp } from "#app/content/navigation.ts";
import { BrandMark } from "./header.tsx";

const linkClasses =
  "inline-flex min-h-target min-w-target items-center rounded-md text-lg text-white underline decoration-1 underline-offset-4 hover:decoration-2 hover:text-brand-100";

function FooterLinks({ heading, links }: { heading: string; links: readonly { path: string; label: string }[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-xl font-bold text-white">{heading}</h2>
      <ul className="mt-3 flex flex-col">
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path} className={linkClasses}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="currentColor">
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9Z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function Footer() {
  const copy = frameCopy.footer;
  const social = [
    { href: site.social.facebook, label: copy.socialLabel.facebook, Icon: FacebookIcon },
    { href: site.social.instagram, label: copy.socialLabel.instagram, Icon: InstagramIcon },
  ];
  return (
    // The site's blue focus ring is too faint on this dark band: a light one here.
    <footer className="bg-ink pb-28 text-white print:hidden [&_:focus-visible]:outline-amber-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-3 text-xl font-bold">
            <BrandMark className="size-11 shrink-0" />
            {site.brand}
          </p>
          <p className="mt-4 text-lg text-stone-200">{copy.about}</p>
          <p className="mt-2 text-lg text-stone-200">{copy.partOf}</p>
          <h2 className="mt-6 text-xl font-bold">{copy.followHeading}</h2>
          <ul className="mt-2 flex flex-wrap gap-x-6">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClasses} gap-2`}>
                  <Icon />
                  {label}
                  <span className="sr-only"> {frameCopy.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks heading={copy.exploreHeading} links={footerExplore} />
        <FooterLinks heading={copy.helpHeading} links={footerHelp} />
        <div>
          <h2 className="text-xl font-bold">{copy.contactHeading}</h2>
          <address className="mt-3 flex flex-col gap-3 text-lg not-italic text-stone-200">
            <p>
              <span className="block font-semibold text-white">{copy.phoneLabel}</span>
              <a href={`tel:${site.phone.tel}`} className={linkClasses}>
                {site.phone.display}
              </a>
            </p>
            <p>
              <span className="block font-semibold text-white">{copy.emailLabel}</span>
              <a href={`mailto:${site.email}`} className={`${linkClasses} break-all`}>
                {site.email}
              </a>
            </p>
            <p>
              <span className="block font-semibold text-white">{copy.addressLabel}</span>
              {site.address.display}
            </p>
            <p>
              <span className="block font-semibold text-white">{copy.hoursLabel}</span>
              {copy.hours}
            </p>
          </address>
        </div>
      </div>
      <div className="mx-auto mt-10 max-w-6xl px-4">
        <p className="border-t border-stone-600 pt-6 text-lg text-stone-200" suppressHydrationWarning>
          {copy.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
