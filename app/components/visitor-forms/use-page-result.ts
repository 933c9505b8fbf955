// Owns reading what a plain HTML post (JavaScript off, or not yet loaded) brought back to the
// page: the public forms show it in their panels, and /join-us opens the tab of the form that was
// sent.
import { isFormResult, type FormName, type FormResult } from "#app/schemas/form-data.ts";
import { useFormPage } from "./form-page.ts";

/**
 * The result a plain HTML post brought back to this page for one of `forms`: the action's answer
 * (a refusal comes back with the page), or, after post/redirect/get, the signed `sent` answer the
 * page's loader read. The action's answer wins: it is the newer.
 */
export function usePageResult(...forms: FormName[]): FormResult | undefined {
  return resultIn(useFormPage().answers, forms);
}

/** The first of `answers` that is a result of one of `forms`. */
export function resultIn(answers: readonly unknown[], forms: readonly FormName[]): FormResult | undefined {
  return answers.find((answer): answer is FormResult => forms.some((form) => isFormResult(answer, form)));
}
