// Lists of short statements: ticked points ("why choose us", "what is included") or tips.
// The tick is decorative; the list itself carries the meaning.

/** The round tick before a checked point (here and in an article's "check" lists). */
export function Tick() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="mt-1 size-6 shrink-0 text-brand-700">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export type ChecklistProps = {
  items: readonly string[];
  style?: "checks" | "tips";
  /** One column at every width (inside cards). */
  single?: boolean;
};

export function Checklist({ items, style = "checks", single = false }: ChecklistProps) {
  if (style === "tips") {
    return (
      <ol className="grid gap-4 sm:grid-cols-2">
        {items.map((item, index) => (
          <li key={item} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-5">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <span className="pt-1.5">{item}</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ul className={`grid gap-x-8 ${single ? "gap-y-2" : "gap-y-4 sm:grid-cols-2"}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Tick />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
