// Route `clientAction` for pages with a form. With JavaScript on, a form posts through this: it
// calls the server action and, if the request itself fails (connection lost, server down), turns
// the failure into the form's own error state (spec section 8) instead of React Router's error
// page, which would replace the page and everything the visitor typed.
import type { ClientActionFunctionArgs } from "react-router";
import type { FormName, FormResult } from "#app/schemas/form-data.ts";

/** `formOf` names the form a post belongs to (join-us has two, told apart by `intent`). */
export function formClientAction(formOf: (formData: FormData) => FormName) {
  return async ({ request, serverAction }: ClientActionFunctionArgs): Promise<unknown> => {
    const copy = request.clone();
    try {
      return await serverAction();
    } catch (error) {
      console.warn("The form could not be sent:", error);
      const form = formOf(await copy.formData().catch(() => new FormData()));
      // An empty formError: the form shows its own default message (spec section 8).
      return { form, status: "error", fieldErrors: {}, formError: "", values: {} } satisfies FormResult;
    }
  };
}

export const joinUsFormOf = (formData: FormData): FormName => (formData.get("intent") === "volunteer" ? "volunteer" : "member");
