// A new password and the same again, as every console form that sets one asks for it (adding a
// colleague, a colleague's or one's own new password, the reset link's page, the setup page), each
// in its own form's words.
import { fieldProps, type FieldForm } from "#app/components/ui/field-props.ts";
import { TextInput } from "#app/components/ui/text-input.tsx";

export function NewPasswordFields({ form }: { form: FieldForm<"password" | "again"> }) {
  return (
    <>
      <TextInput {...fieldProps(form, "password", { type: "password", autoComplete: "new-password" })} />
      <TextInput {...fieldProps(form, "again", { type: "password", autoComplete: "new-password" })} />
    </>
  );
}
