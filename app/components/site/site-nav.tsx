// The desktop main menu (wide screens; the header hides it on small ones, where MobileMenu serves).
import { frameCopy } from "#app/content/frame.ts";
import { mainMenu, offeringsPath } from "#app/content/navigation.ts";
import { FrameLink } from "./nav-link.tsx";
import { OfferingsMenu, menuLinkClasses } from "./offerings-menu.tsx";

export function SiteNav() {
  return (
    <nav aria-label={frameCopy.mainMenuLabel}>
      <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {mainMenu.map((item) => (
          <li key={item.path}>
            {item.path === offeringsPath ? (
              <OfferingsMenu label={item.label} />
            ) : (
              <FrameLink to={item.path} className={menuLinkClasses}>
                {item.label}
              </FrameLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
