// The FormPage of a form rendered inside a route on the server only (the newsletter boxes of /blog
// and /events, which React does not hydrate): read from React Router's action and loader data.
import type { ReactNode } from "react";
import { useActionData, useLoaderData, useLocation } from "react-router";
import { FormPageContext } from "./form-page.ts";

export function FormPageFromRouter({ children }: { children: ReactNode }) {
  const actionData = useActionData();
  const sent = (useLoaderData() as { sent?: unknown } | null | undefined)?.sent;
  const { search } = useLocation();
  return <FormPageContext value={{ answers: [actionData, sent], search }}>{children}</FormPageContext>;
}
