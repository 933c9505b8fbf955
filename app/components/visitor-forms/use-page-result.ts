// Owns reading what a plain HTML post (JavaScript off, or not yet loaded) brought back to the
// page: the public forms show it in their panels, and /join-us opens the tab of the form that was
// sent.
import { useActionData, useLoaderData } from "react-router";
import { isFormResult, type FormName, type FormResult } from "#app/schemas/form-data.ts";

/**
 * The result a plain HTML post brought back to this page for one of `forms`: the action's answer
 * (a refusal comes back with the page), or, after post/redirect/get, the signed `sent` answer the
 * page's loader read. The action's answer wins: it is the newer.
 */
export function usePageResult(...forms: FormName[]): FormResult | undefined {
  const actionData = useActionData();
  const sent = (useLoaderData() as { sent?: unknown } | null | undefined)?.sent;
  return [actionData, sent].find((answer): answer is FormResult => forms.some((form) => isFormResult(answer, form)));
}
