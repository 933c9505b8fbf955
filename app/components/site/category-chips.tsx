// A row of toggle chips that filters a page by category (events, gallery, blog). The chips are
// submit buttons of a GET form, so without JavaScript a press loads `?<name>=<value>` rendered by
// the server; with JavaScript (app/enhance/in-place.ts) the same answer replaces the parts of the
// page named in `regions`, and the page neither reloads nor moves. Either way each chip is a button
// whose aria-pressed says which one is chosen.

type ChipOption = { value: string; label: string };

export type CategoryChipsProps = {
  /** Names the group for screen readers, e.g. "Show events of category". */
  label: string;
  options: readonly ChipOption[];
  selected: string;
  /** The form's id; each chip's is `${id}-${value}` (focus finds the chip again after a swap). */
  id: string;
  /** Ids of the parts of the page a press replaces (with JavaScript); the form should be in one. */
  regions: string;
  /** Choices left out of the address with JavaScript (app/enhance/in-place.ts); by default `${name}=all`. */
  omit?: string;
  /** The query parameter the chips set (default "category"). */
  name?: string;
  /** Other query parameters to keep when the form is submitted without JavaScript. */
  keep?: Record<string, string | undefined>;
  className?: string;
  /**
   * "scroll" keeps the chips on one line that scrolls sideways on narrow screens (a sticky bar must
   * stay short); "wrap" lets them flow onto more lines so every choice is in view.
   */
  layout?: "scroll" | "wrap";
};

export function CategoryChips({
  label,
  options,
  selected,
  id,
  regions,
  omit,
  name = "category",
  keep = {},
  className = "",
  layout = "wrap",
}: CategoryChipsProps) {
  return (
    <form id={id} method="get" data-module="in-place" data-regions={regions} data-omit={omit ?? `${name}=all`} className={className}>
      {Object.entries(keep).map(([key, value]) =>
        value === undefined ? null : <input key={key} type="hidden" name={key} value={value} />,
      )}
      <div
        role="group"
        aria-label={label}
        className={`flex gap-2 p-1 ${layout === "scroll" ? "overflow-x-auto lg:flex-wrap lg:overflow-visible" : "flex-wrap"}`}
      >
        {options.map((option) => {
          const pressed = option.value === selected;
          return (
            <button
              key={option.value}
              id={`${id}-${option.value}`}
              type="submit"
              name={name}
              value={option.value}
              aria-pressed={pressed}
              className={`min-h-target max-w-full shrink-0 rounded-full border-2 px-5 py-2 text-base font-semibold transition-colors ${
                pressed
                  ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                  : "border-stone-400 bg-white text-ink hover:border-brand-700 hover:bg-brand-50"
              }`}
            >
              {pressed ? (
                <span aria-hidden="true" className="mr-1.5">
                  ✓
                </span>
              ) : null}
              {option.label}
            </button>
          );
        })}
      </div>
    </form>
  );
}
