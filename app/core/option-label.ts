// One choice in a form's option list: `value` is what is posted and stored; `label` is what the
// visitor reads.
export type Option<V extends string = string> = { value: V; label: string };

export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
