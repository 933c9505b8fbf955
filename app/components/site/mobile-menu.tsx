// The small-screen menu: a hamburger button toggles a panel listing the main menu with the
// offerings indented under Our Offerings, the Join Us button and the text-size control
// (spec section 2). Any link closes it; so do Escape (focus returns to the button) and a route
// change. Without JavaScript a native <details> disclosure offers the same links.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { frameCopy } from "#app/content/frame.ts";
import { joinUsLink, mainMenu, offeringsMenu, offeringsPath } from "#app/content/navigation.ts";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { FrameLink } from "./nav-link.tsx";
import { TextSizeControl } from "./text-size-control.tsx";
import { CallBlock } from "./call-link.tsx";

const PANEL_ID = "mobile-menu";

const itemClasses =
  "flex min-h-target w-full items-center rounded-md px-3 text-lg font-semibold text-ink no-underline hover:bg-brand-50 hover:text-brand-800";

function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {mainMenu.map((item) => (
        <li key={item.path}>
          <FrameLink to={item.path} onClick={onNavigate} className={itemClasses}>
            {item.label}
          </FrameLink>
          {item.path === offeringsPath ? (
            <ul
              aria-label={frameCopy.offeringsSubmenuLabel}
              className="mt-1 ml-4 flex flex-col gap-1 border-l-4 border-brand-100 pl-3"
            >
              {offeringsMenu.map((sub) => (
                <li key={sub.path}>
                  <FrameLink to={sub.path} onClick={onNavigate} className={itemClasses}>
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

function JoinUsButton({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <FrameLink to={joinUsLink.path} onClick={onNavigate} className={`${buttonBase} ${buttonClasses.primary} w-full`}>
      {joinUsLink.label}
    </FrameLink>
  );
}

function HamburgerIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

const toggleClasses =
  "inline-flex min-h-target min-w-target items-center justify-center gap-1.5 rounded-lg border-2 border-ink bg-white px-2 text-lg font-semibold text-ink hover:bg-brand-50 sm:gap-2 sm:px-3";

/** The hamburger button; it sits in the header row. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((v) => !v)}
        className={`js-only ${toggleClasses}`}
      >
        <HamburgerIcon open={open} />
        {frameCopy.mobileMenuButton}
      </button>
      <nav
        id={PANEL_ID}
        aria-label={frameCopy.mobileMenuLabel}
        hidden={!open}
        className="js-only absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-b-2 border-stone-300 bg-white shadow-xl"
      >
        {/* The text size first, where a first-time visitor sees it without scrolling the menu
            (issue 16, item 4); then the centre's number and hours. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4">
          <TextSizeControl />
          <CallBlock />
          <MenuLinks onNavigate={close} />
          <JoinUsButton onNavigate={close} />
        </div>
      </nav>
      <details className="no-js-only">
        <summary className={`list-none ${toggleClasses} cursor-pointer`}>
          <HamburgerIcon open={false} />
          {frameCopy.mobileMenuButton}
        </summary>
        <nav
          aria-label={frameCopy.mobileMenuLabel}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-b-2 border-stone-300 bg-white shadow-xl"
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
