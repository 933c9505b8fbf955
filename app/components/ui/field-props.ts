// Wires a form field with one call, in the spirit of epic-stack's getInputProps: id, name, label,
// required/optional marker, hint, error, starting value and `required` all come from the form's
// words and its state, so no form writes them out field by field. A field is required when its
// words carry the message for leaving it empty: the schemas take their "required" messages from
// the same words, so the browser's constraint and the schema's cannot drift apart. The words
// themselves are the caller's: primitives hold no copy.
import type { HTMLInputTypeAttribute } from "react";
import type { FormValues } from "#app/schemas/form-data.ts";

/** A field's words in a form's copy; `required` is the message a required field gives when empty. */
export type FieldWords = { readonly label: string; readonly hint?: string; readonly required?: string };

/** The form a field belongs to. */
export type FieldForm<Name extends string = string> = {
  /** Prefix of every id in the form (two forms can share a page). */
  idPrefix: string;
  copy: { readonly fields: { readonly [K in Name]: FieldWords } };
  /** The words for "(required)" and "(optional)". */
  markers: { readonly requiredMarker: string; readonly optionalMarker: string };
  /** Messages by field, and what a plain HTML post brought back to put in the fields again. */
  state: { readonly errors: Readonly<Partial<Record<string, string>>>; readonly returnedValues: FormValues };
};

/** Attributes a text field, text area or select may add to what its words and state give it. */
export type FieldOptions = {
  /** What the field starts with when no answer came back: a prefill, or "" for a select's empty line. */
  defaultValue?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  spellCheck?: boolean;
};

function textOf(values: FormValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

function listOf(values: FormValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
}

function wiring<Name extends string>(form: FieldForm<Name>, name: Name) {
  const words: FieldWords = form.copy.fields[name];
  const required = words.required !== undefined;
  return {
    required,
    props: {
      id: `${form.idPrefix}-${name}`,
      name,
      label: words.label,
      marker: required ? form.markers.requiredMarker : form.markers.optionalMarker,
      hint: words.hint,
      error: form.state.errors[name],
    },
  };
}

/**
 * The error summary's entries: the form's messages as they come, which is its field list's order
 * (the schema's keys: the server's answer and the browser's checks both keep it). `fieldId` says
 * which control a field's link focuses when that is not its own id (a photo picker's first
 * choice); `boxId`, where the link lands: the field's whole box (fieldBoxId), so its label and
 * message are in view below the sticky header, without JavaScript too. Without it, the control.
 */
export function errorSummary(
  form: Pick<FieldForm, "idPrefix" | "state">,
  fieldId = (name: string) => `${form.idPrefix}-${name}`,
  boxId?: (name: string) => string,
) {
  return Object.entries(form.state.errors).flatMap(([name, message]) => (message ? [{ fieldId: fieldId(name), message, ...(boxId ? { boxId: boxId(name) } : {}) }] : []));
}

/** Props for a TextInput, Textarea or Select. */
export function fieldProps<Name extends string>(form: FieldForm<Name>, name: NoInfer<Name>, options: FieldOptions = {}) {
  const { defaultValue, ...attributes } = options;
  const { required, props } = wiring(form, name);
  return { ...props, defaultValue: textOf(form.state.returnedValues, name) ?? defaultValue, ...attributes, required };
}

/**
 * Props for a CheckboxGroup (checkboxes or radios). A choose-any group is never marked optional:
 * the spec lists those groups as required yet sets no minimum, so neither word would be true.
 */
export function choicesProps<Name extends string>(form: FieldForm<Name>, name: NoInfer<Name>) {
  const { required, props } = wiring(form, name);
  return { ...props, marker: required ? props.marker : undefined, defaultValues: listOf(form.state.returnedValues, name), required };
}

/**
 * Props for a single Checkbox, ticked again when the post brought it back ticked. Only an agreement
 * is marked: left unticked, a switch (keep as a draft) is an answer too, so "(optional)" would not be true.
 */
export function checkboxProps<Name extends string>(form: FieldForm<Name>, name: NoInfer<Name>) {
  const { required, props } = wiring(form, name);
  return { ...props, marker: required ? props.marker : undefined, defaultChecked: textOf(form.state.returnedValues, name) === "on", required };
}
