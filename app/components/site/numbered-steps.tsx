// An ordered process (the event planning steps): numbers drawn large, order kept by <ol>.

export type Step = { title: string; description: string };

export function NumberedSteps({ steps, stepLabel }: { steps: readonly Step[]; stepLabel: string }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white">
            <span className="sr-only">{stepLabel} </span>
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold text-ink">{step.title}</h3>
          <p className="mt-2 text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
