// Label / value pairs (when, how long, group size, price ...) as a description list.

export type Fact = { label: string; value: string };

export function FactList({ facts, className = "" }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={`grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr] ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-semibold text-ink">{fact.label}</dt>
          <dd className="mb-2 text-ink-muted sm:mb-0">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
