// One membership plan: name, monthly price, a one-line summary and what it includes.
import type { MembershipPlan } from "#app/content/shapes/membership.ts";
import { planCopy } from "#app/content/membership-plans.ts";
import { rupees } from "#app/core/money.ts";

export function PlanCard({ plan }: { plan: MembershipPlan }) {
  const headingId = `plan-${plan.value}`;
  const featured = Boolean(plan.badge);
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col gap-4 rounded-2xl bg-white p-6 pt-8 shadow-sm ${featured ? "border-4 border-brand-700" : "border-2 border-stone-200"}`}
    >
      {plan.badge ? (
        // Above the card's edge, so the three plan names and prices line up.
        <p className="absolute -top-5 left-6 rounded-full bg-brand-700 px-4 py-1 text-base font-semibold text-white">{plan.badge}</p>
      ) : null}
      <h3 id={headingId} className="text-2xl font-bold text-ink">
        {plan.name}
      </h3>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold text-brand-800">{rupees(plan.pricePerMonth)}</span>
        <span className="text-lg text-ink-muted">{planCopy.perMonth}</span>
      </p>
      <p className="text-lg">{plan.summary}</p>
      <h4 className="text-lg font-bold">{planCopy.includesLabel}</h4>
      <ul className="space-y-2">
        {plan.includes.map((item) => (
          <li key={item} className="flex gap-3">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-1 size-6 shrink-0 text-green-800" fill="none" stroke="currentColor" strokeWidth="3">
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
