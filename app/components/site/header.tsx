// The sticky site header: brand, text-size control and Join Us on the first row, the main menu on
// the second (wide screens, `wide:`: wide and tall enough); the hamburger menu replaces both on
// phones and short screens such as a desktop at 200 % zoom, where the header is one compact row of
// fixed size at every text size (app.css, .site-header).
import { site } from "#app/core/site.ts";
import { frameCopy } from "#app/content/frame.ts";
import { joinUsLink } from "#app/content/navigation.ts";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { FrameLink } from "./nav-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { SiteNav } from "./site-nav.tsx";
import { TextSizeControl } from "./text-size-control.tsx";
import { CallBlock, CallButton } from "./call-link.tsx";
import { HeaderChatLink } from "./chat-button.tsx";

export function BrandMark({ className = "" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#9a3412" />
      <circle cx="32" cy="25" r="9" fill="#fed7aa" />
      <path d="M14 50c3-10 10-15 18-15s15 5 18 15" fill="none" stroke="#fed7aa" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

export function Header() {
  return (
    <header className="site-header sticky top-0 z-40 print:hidden border-b-2 border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90">
      {/* A container: when the row is too narrow for the brand, Call and Menu side by side (a
          320 px phone), the brand takes a line of its own and the buttons go below it, rather
          than running into each other. A browser without container queries (Safari before 16)
          does the same below 336 px of screen, the width at which the row is 304 px. */}
      <div className="@container relative mx-auto max-w-6xl px-4">
        <CallBlock inline className="hidden pt-1 wide:flex" />
        <div className="flex items-center justify-between gap-2 py-1.5 @max-[304px]:flex-wrap not-supports-[container-type:inline-size]:max-[336px]:flex-wrap sm:gap-3 wide:min-h-[4.5rem] wide:py-2">
          <a
            href="/"
            aria-label={frameCopy.homeLinkLabel}
            className="flex min-h-target min-w-0 items-center gap-2 rounded-md text-ink no-underline @max-[304px]:basis-full not-supports-[container-type:inline-size]:max-[336px]:basis-full sm:gap-3"
          >
            <BrandMark className="size-9 shrink-0 sm:size-11" />
            {/* Wraps word by word rather than pushing the menu button off a phone at the largest text size. */}
            <span className="min-w-0 text-base leading-tight font-bold wrap-normal wide:text-xl">{site.brand}</span>
          </a>
          <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
            <TextSizeControl className="hidden wide:flex" />
            {/* On phones, and on short screens where Chat joins the row, Join Us moves into the menu,
                so the brand and the buttons fit on one row. */}
            <span className="hidden sm:block short:hidden">
              <FrameLink to={joinUsLink.path} className={`${buttonBase} ${buttonClasses.primary} py-1.5! wide:py-3!`}>
                {joinUsLink.label}
              </FrameLink>
            </span>
            <HeaderChatLink />
            <CallButton />
            <MobileMenu />
          </div>
        </div>
        <div className="hidden pb-2 wide:block">
          <SiteNav />
        </div>
      </div>
    </header>
  );
}
