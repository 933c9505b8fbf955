// Renders an article's body: its sections (each an <h2> labelling a <section>) and the small set of
// block kinds the blog content uses. Every word comes from the article's data.
import { useId } from "react";
import type { ArticleCard as Card, ArticleSection, Block, ListItem } from "#app/content/shapes/blog.ts";
import { Tick } from "./checklist.tsx";
import { PasswordDemoBlock } from "./password-demo.tsx";

function ItemText({ item }: { item: ListItem }) {
  if (typeof item === "string") return <>{item}</>;
  return (
    <>
      <strong className="font-semibold text-ink">{item.title}</strong> {item.text}
    </>
  );
}

const itemKey = (item: ListItem) => (typeof item === "string" ? item : item.title);

function BulletList({ items, style = "bullet" }: { items: readonly ListItem[]; style?: "bullet" | "check" }) {
  if (style === "check") {
    return (
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={itemKey(item)} className="flex gap-3">
            <Tick />
            <span>
              <ItemText item={item} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {items.map((item) => (
        <li key={itemKey(item)}>
          <ItemText item={item} />
        </li>
      ))}
    </ul>
  );
}

function CardList({ list }: { list: NonNullable<Card["list"]> }) {
  const items = list.items.map((item) => (
    <li key={itemKey(item)}>
      <ItemText item={item} />
    </li>
  ));
  return (
    <div className="mt-4">
      {list.title ? <p className="font-semibold text-ink">{list.title}</p> : null}
      {list.ordered ? (
        <ol className="mt-1 list-decimal space-y-1.5 pl-6 marker:font-semibold marker:text-brand-800">{items}</ol>
      ) : (
        <ul className="mt-1 list-disc space-y-1.5 pl-6 marker:text-brand-700">{items}</ul>
      )}
    </div>
  );
}

function ArticleCard({ card }: { card: Card }) {
  return (
    <li className="flex flex-col rounded-xl border border-stone-300 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-xl font-bold text-ink">{card.title}</h3>
      {card.meta ? (
        <p className="mt-2 self-start rounded-lg bg-brand-100 px-3 py-0.5 font-semibold text-brand-800">{card.meta}</p>
      ) : null}
      {card.text ? <p className="mt-3 text-ink-muted">{card.text}</p> : null}
      {card.list ? <CardList list={card.list} /> : null}
      {card.tip ? (
        <div className="mt-auto pt-4">
          <p className="border-t border-stone-200 pt-3">
            <strong className="font-semibold text-brand-800">{card.tip.label}:</strong> {card.tip.text}
          </p>
        </div>
      ) : null}
    </li>
  );
}

const calloutTones = {
  fact: { box: "border-blue-700 bg-blue-50", title: "text-blue-900", icon: "i" },
  tip: { box: "border-emerald-700 bg-emerald-50", title: "text-emerald-900", icon: "✓" },
  caution: { box: "border-amber-600 bg-amber-50", title: "text-amber-950", icon: "!" },
} as const;

function Callout({ block }: { block: Extract<Block, { kind: "callout" }> }) {
  const tone = calloutTones[block.tone];
  const headingId = `${useId()}-callout`;
  return (
    <aside aria-labelledby={headingId} className={`rounded-xl border-l-8 p-5 sm:p-6 ${tone.box}`}>
      <p id={headingId} className={`flex items-center gap-3 text-xl font-bold ${tone.title}`}>
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-lg font-bold ring-2 ring-current"
        >
          {tone.icon}
        </span>
        {block.title}
      </p>
      {block.items ? (
        <div className="mt-3">
          <BulletList items={block.items} />
        </div>
      ) : null}
      {block.text ? <p className="mt-3">{block.text}</p> : null}
    </aside>
  );
}

function Table({ block }: { block: Extract<Block, { kind: "table" }> }) {
  // Below the sm breakpoint each row becomes a stacked card and every cell repeats its column name
  // (hidden from screen readers, which already announce the header), so nothing scrolls sideways.
  return (
    <table className="w-full border-collapse text-left max-sm:block">
      <caption className="mb-3 text-left text-lg font-semibold text-ink max-sm:block">{block.caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b-2 border-stone-400">
          {block.columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:space-y-3">
        {block.rows.map((row) => (
          <tr
            key={row[0]}
            className="border-b border-stone-300 align-top even:bg-stone-50 max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-white max-sm:p-4 max-sm:even:bg-white"
          >
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="px-3 py-3 font-semibold text-brand-800 max-sm:block max-sm:p-0 max-sm:text-xl">
                  {cell}
                </th>
              ) : (
                <td key={index} className="px-3 py-3 max-sm:block max-sm:p-0 max-sm:pt-2">
                  <span aria-hidden="true" className="block font-semibold text-ink-muted sm:hidden">
                    {block.columns[index]}
                  </span>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ArticleBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return <BulletList items={block.items} style={block.style} />;
    case "steps":
      return (
        <ol className="space-y-5">
          {block.items.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="pt-1.5">
                <h3 className="text-xl font-bold text-ink">{step.title}</h3>
                <p className="mt-1 text-ink-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "cards":
      return (
        <ul className={`grid gap-5 ${block.columns === 3 ? "md:grid-cols-3" : "sm:grid-cols-2"}`}>
          {block.items.map((card) => (
            <ArticleCard key={card.title} card={card} />
          ))}
        </ul>
      );
    case "callout":
      return <Callout block={block} />;
    case "table":
      return <Table block={block} />;
    case "password-demo":
      return <PasswordDemoBlock demo={block} />;
  }
}

export function ArticleSections({ sections }: { sections: readonly ArticleSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 first:mt-0 [html:not(.js)_&]:scroll-mt-14">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-ink sm:text-3xl">
            {section.title}
          </h2>
          <div className="mt-5 space-y-5">
            {section.blocks.map((block, index) => (
              <ArticleBlock key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
