// The small-screen menu: a hamburger button toggles a panel listing the main menu with the
// offerings indented under Our Offerings, the Join Us button and the text-size control
// (spec section 2). app/enhance/disclosure.ts makes it work on every page: any link closes it; so
// do Escape (focus returns to the button), a press outside it and focus leaving it. Without
// JavaScript a native <details> disclosure offers the same links.
import { frameCopy } from "#app/content/frame.ts";
import { joinUsLink, mainMenu, offeringsMenu, offeringsPath } from "#app/content/navigation.ts";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { FrameLink } from "./nav-link.tsx";
import { TextSizeControl } from "./text-size-control.tsx";
import { CallBlock } from "./call-link.tsx";

const PANEL_ID = "mobile-menu";

const itemClasses =
  "flex min-h-target w-full items-center rounded-md px-3 text-lg font-semibold text-ink no-underline hover:bg-brand-50 hover:text-brand-800";

function MenuLinks() {
  return (
    <ul className="flex flex-col gap-1">
      {mainMenu.map((item) => (
        <li key={item.path}>
          <FrameLink to={item.path} className={itemClasses}>
            {item.label}
          </FrameLink>
          {item.path === offeringsPath ? (
            <ul
              aria-label={frameCopy.offeringsSubmenuLabel}
              className="mt-1 ml-4 flex flex-col gap-1 border-l-4 border-brand-100 pl-3"
            >
              {offeringsMenu.map((sub) => (
                <li key={sub.path}>
                  <FrameLink to={sub.path} className={itemClasses}>
                    {sub.label}
                  </FrameLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function JoinUsButton() {
  return (
    <FrameLink to={joinUsLink.path} className={`${buttonBase} ${buttonClasses.primary} w-full`}>
      {joinUsLink.label}
    </FrameLink>
  );
}

/** Three lines; a cross while the menu is open (on the button's aria-expanded). */
function HamburgerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M4 7h16M4 12h16M4 17h16" className="group-aria-expanded:hidden" />
      <path d="M6 6l12 12M18 6L6 18" className="hidden group-aria-expanded:inline" />
    </svg>
  );
}

const toggleClasses =
  "inline-flex min-h-target min-w-target items-center justify-center gap-1.5 rounded-lg border-2 border-ink bg-white px-2 text-lg font-semibold text-ink hover:bg-brand-50 sm:gap-2 sm:px-3";

/** The hamburger button; it sits in the header row. */
export function MobileMenu() {
  return (
    <div data-module="disclosure" className="wide:hidden">
      <button type="button" aria-expanded="false" aria-controls={PANEL_ID} className={`group js-only ${toggleClasses}`}>
        <HamburgerIcon />
        {frameCopy.mobileMenuButton}
      </button>
      <nav
        id={PANEL_ID}
        aria-label={frameCopy.mobileMenuLabel}
        hidden
        className="site-menu-panel js-only absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto border-b-2 border-stone-300 bg-white shadow-xl"
      >
        {/* The text size first, where a first-time visitor sees it without scrolling the menu;
            then the centre's number and hours. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4">
          <TextSizeControl stretch />
          <CallBlock />
          <MenuLinks />
          <JoinUsButton />
        </div>
      </nav>
      <details className="no-js-only">
        <summary className={`list-none ${toggleClasses} cursor-pointer`}>
          <HamburgerIcon />
          {frameCopy.mobileMenuButton}
        </summary>
        <nav
          aria-label={frameCopy.mobileMenuLabel}
          className="site-menu-panel absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto border-b-2 border-stone-300 bg-white shadow-xl"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4">
            <CallBlock />
            <MenuLinks />
            <JoinUsButton />
          </div>
        </nav>
      </details>
    </div>
  );
}
