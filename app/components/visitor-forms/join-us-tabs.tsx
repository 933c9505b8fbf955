// The member | volunteer switch on /join-us (member by default, spec section 4). The tabs are
// links (/join-us and /join-us?tab=volunteer), so the switch works without JavaScript; with it,
// they behave as an ARIA tablist (arrow keys, Home, End) and switch without a page load, the
// address following the choice (replaced, so Back still leaves the page). Once a
// form has been shown it stays in the page, hidden when its tab is not chosen, so nothing typed is
// lost by switching.
import { memo, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { joinUsCopy } from "#app/content/form-words/join-us.ts";
import { usePageResult } from "./use-page-result.ts";
import { useFormPage } from "./form-page.ts";
import { deferredComponent } from "#app/hooks/deferred-component.ts";
import { whenNear } from "#app/hooks/when-near.ts";

// The forms sit below the plans and the volunteering section: their code (and the form
// primitives') loads when the visitor gets near them, or points at or focuses the other tab, not
// with the page. The server renders the chosen form in full, so it works as plain HTML meanwhile
// and is hydrated in place once its code arrives.
const FORMS_ID = "join-us-forms";
const loadForm = {
  member: () => import("./member-form.tsx").then((m) => m.MemberForm),
  volunteer: () => import("./volunteer-form.tsx").then((m) => m.VolunteerForm),
};
const prefetchForm = (tab: JoinUsTab) => () => void loadForm[tab]().catch(() => {});
const forms = {
  member: deferredComponent(
    import.meta.env.SSR ? (await import("./member-form.tsx")).MemberForm : undefined,
    () => whenNear(FORMS_ID).then(loadForm.member),
  ),
  volunteer: deferredComponent(
    import.meta.env.SSR ? (await import("./volunteer-form.tsx")).VolunteerForm : undefined,
    () => whenNear(FORMS_ID).then(loadForm.volunteer),
  ),
};

export type JoinUsTab = "member" | "volunteer";
const tabs: readonly JoinUsTab[] = ["member", "volunteer"];
const hrefOf = (tab: JoinUsTab) => (tab === "member" ? "/join-us" : "/join-us?tab=volunteer");

export function JoinUsTabs() {
  const params = new URLSearchParams(useFormPage().search);
  // A plain HTML post comes back on /join-us without the query: show the form that was sent.
  const posted = usePageResult("member", "volunteer")?.form as JoinUsTab | undefined;
  const [selected, setSelected] = useState<JoinUsTab>(posted ?? (params.get("tab") === "volunteer" ? "volunteer" : "member"));
  // The tabs shown so far: a form is rendered from its first showing on (the page's first tab is
  // the only one in the server HTML; without JavaScript the other tab is a link to a new page).
  const [shown, setShown] = useState<readonly JoinUsTab[]>([selected]);
  if (!shown.includes(selected)) setShown([...shown, selected]);

  // Roving focus (one tab in the Tab order) only once JavaScript runs the arrow keys; without
  // it both links stay reachable by Tab.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const tabRefs = useRef<Record<JoinUsTab, HTMLAnchorElement | null>>({ member: null, volunteer: null });
  const choose = (tab: JoinUsTab) => {
    setSelected(tab);
    const url = new URL(hrefOf(tab), window.location.href);
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  };
  const onClick = (tab: JoinUsTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A press with a modifier (a new tab or window) is the link's own.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(tab);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const next =
      event.key === "ArrowRight" ? tabs[(index + 1) % tabs.length]
      : event.key === "ArrowLeft" ? tabs[(index - 1 + tabs.length) % tabs.length]
      : event.key === "Home" ? tabs[0]
      : event.key === "End" ? tabs[tabs.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div id="join-us-forms">
      <div role="tablist" aria-label={joinUsCopy.tabsLabel} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-2 border-b-2 border-stone-300 sm:flex">
        {tabs.map((tab) => {
          const active = tab === selected;
          return (
            <a
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
              href={hrefOf(tab)}
              onClick={onClick(tab)}
              role="tab"
              id={`join-us-tab-${tab}`}
              aria-selected={active}
              aria-controls={`join-us-panel-${tab}`}
              tabIndex={interactive && !active ? -1 : 0}
              onPointerEnter={active ? undefined : prefetchForm(tab)}
              onFocus={active ? undefined : prefetchForm(tab)}
              // The chosen tab joins the panel below (no bottom border) and carries a thick top bar,
              // so the choice shows by shape as well as colour.
              className={`-mb-0.5 inline-flex min-h-target items-center justify-center rounded-t-lg border-2 px-4 py-3 text-center text-lg font-semibold no-underline sm:px-6 ${
                active
                  ? "border-stone-300 border-t-8 border-t-brand-700 border-b-white bg-white text-brand-800"
                  : "border-transparent bg-stone-100 text-ink underline underline-offset-4 hover:bg-brand-50"
              }`}
            >
              {joinUsCopy.tabs[tab]}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab} role="tabpanel" id={`join-us-panel-${tab}`} aria-labelledby={`join-us-tab-${tab}`} hidden={tab !== selected} className="pt-8">
          {shown.includes(tab) && <FormPanel tab={tab} />}
        </div>
      ))}
    </div>
  );
}

// Memoised, so the tabs' own re-renders do not reach a form whose server HTML is still waiting for
// its code (an update there would make React drop that HTML for the fallback).
const FormPanel = memo(function FormPanel({ tab }: { tab: JoinUsTab }) {
  const Form = forms[tab];
  return (
    <Suspense
      fallback={
        <p className="text-lg">
          {joinUsCopy.loading[tab]}{" "}
          <a href={hrefOf(tab)} className="font-semibold">
            {joinUsCopy.openOnItsOwn}
          </a>
        </p>
      }
    >
      <Form headingLevel={3} />
    </Suspense>
  );
});
