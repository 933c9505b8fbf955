// One button that posts a few hidden fields (its intent, the row it acts on): a plain form, so it
// works without JavaScript, and the page keeps its scroll position when scripts run.
import type { ReactNode } from "react";
import { Form } from "react-router";

export function PostButton({ fields, className, label, children }: { fields: Record<string, string | number>; className: string; label?: string; children: ReactNode }) {
  return (
    <Form method="post" preventScrollReset>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
