import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { consoleBlogCopy } from "#app/content/console-blog.ts";
import { consoleStoriesCopy } from "#app/content/console-stories.ts";
import { consoleTeamCopy } from "#app/content/console-team.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { eventFormCopy } from "#app/content/form-words/event.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import { newsletterConsoleCopy } from "#app/content/newsletter.ts";
import { ContactSchema } from "#app/schemas/contact.ts";
import { EventSchema } from "#app/schemas/event.ts";
import { fieldErrorsOf, type FormValues } from "#app/schemas/form-data.ts";
import { MemberSchema } from "#app/schemas/member.ts";
import { NewsletterSchema } from "#app/schemas/newsletter.ts";
import { NewsletterIssueSchema } from "#app/schemas/newsletter-issue.ts";
import { StorySchema, TeamMemberFormSchema } from "#app/schemas/story.ts";
import { VolunteerSchema } from "#app/schemas/volunteer.ts";
import { checkboxProps, choicesProps, fieldProps, type FieldWords } from "./field-props.ts";

const noState = { errors: {}, returnedValues: {} };
const contact = (state: { errors: Record<string, string>; returnedValues: FormValues } = noState) => ({ idPrefix: "contact", copy: contactCopy, markers: commonCopy, state });
const member = (state: { errors: Record<string, string>; returnedValues: FormValues } = noState) => ({ idPrefix: "member", copy: memberCopy, markers: commonCopy, state });

describe("fieldProps", () => {
  it("wires a required field with a hint from the form's words", () => {
    expect(fieldProps(contact(), "email", { type: "email", autoComplete: "email", spellCheck: false })).toEqual({
      id: "contact-email",
      name: "email",
      label: "E-mail address",
      marker: "(required)",
      hint: "We will send our reply here.",
      error: undefined,
      defaultValue: undefined,
      type: "email",
      autoComplete: "email",
      spellCheck: false,
      required: true,
    });
  });

  it("marks a field without a required message optional and does not require it", () => {
    const props = fieldProps(member(), "medicalConditions");
    expect(props).toMatchObject({ id: "member-medicalConditions", label: "Health conditions we should know about", marker: "(optional)", required: false });
    expect(props.hint).toMatch(/^For example, diabetes/);
  });

  it("shows the field's error and puts back what the visitor typed", () => {
    const state = { errors: { phone: "Please enter your phone number.", name: "Other field" }, returnedValues: { phone: "98450", email: "a@b.example" } };
    expect(fieldProps(contact(state), "phone")).toMatchObject({ error: "Please enter your phone number.", defaultValue: "98450" });
    expect(fieldProps(contact(state), "email")).toMatchObject({ error: undefined, defaultValue: "a@b.example" });
  });

  it("starts from the given value only when nothing came back for the field", () => {
    expect(fieldProps(contact(), "subject", { defaultValue: "" }).defaultValue).toBe("");
    expect(fieldProps(contact({ errors: {}, returnedValues: { subject: "outings" } }), "subject", { defaultValue: "general" }).defaultValue).toBe("outings");
    expect(fieldProps(contact({ errors: {}, returnedValues: { message: ["a", "b"] } }), "message", { defaultValue: "Hello" }).defaultValue).toBe("Hello");
  });
});

describe("choicesProps", () => {
  it("leaves a choose-any group unmarked and ticks what came back", () => {
    const state = { errors: { interests: "Please choose from the options shown." }, returnedValues: { interests: ["Social Outings", "Technology Training"] } };
    expect(choicesProps(member(state), "interests")).toEqual({
      id: "member-interests",
      name: "interests",
      label: "Which activities interest you?",
      marker: undefined,
      hint: "Choose as many as you like.",
      error: "Please choose from the options shown.",
      defaultValues: ["Social Outings", "Technology Training"],
      required: false,
    });
  });

  it("marks and requires a required radio group, reading a single value as a one-item list", () => {
    const props = choicesProps(member({ errors: {}, returnedValues: { membershipType: "basic" } }), "membershipType");
    expect(props).toMatchObject({ id: "member-membershipType", marker: "(required)", required: true, defaultValues: ["basic"] });
  });
});

describe("checkboxProps", () => {
  it("ticks the agreement again only when it came back ticked", () => {
    const volunteer = (returnedValues: FormValues) => ({ idPrefix: "volunteer", copy: volunteerCopy, markers: commonCopy, state: { errors: {}, returnedValues } });
    expect(checkboxProps(volunteer({ backgroundCheck: "on" }), "backgroundCheck")).toMatchObject({
      id: "volunteer-backgroundCheck",
      name: "backgroundCheck",
      marker: "(required)",
      defaultChecked: true,
      required: true,
    });
    expect(checkboxProps(volunteer({}), "backgroundCheck").defaultChecked).toBe(false);
  });

  it("leaves a switch unmarked and not required: unticked is an answer too", () => {
    const post = { idPrefix: "post", copy: consoleBlogCopy.form, markers: commonCopy, state: { errors: {}, returnedValues: { draft: "on" } } };
    expect(checkboxProps(post, "draft")).toMatchObject({ id: "post-draft", marker: undefined, defaultChecked: true, required: false });
  });
});

describe("the browser's required and the schema's agree", () => {
  const forms: [string, { fields: Record<string, FieldWords> }, ZodType][] = [
    ["contact", contactCopy, ContactSchema],
    ["newsletter", newsletterCopy, NewsletterSchema],
    ["member", memberCopy, MemberSchema],
    ["volunteer", volunteerCopy, VolunteerSchema],
    ["event", eventFormCopy, EventSchema],
    ["story", consoleStoriesCopy, StorySchema],
    ["team", consoleTeamCopy, TeamMemberFormSchema],
    ["newsletter issue", newsletterConsoleCopy.form, NewsletterIssueSchema],
  ];
  it.each(forms)("%s: a field is required exactly when the schema turns it down empty with its required message", (_, copy, schema) => {
    const parsed = schema.safeParse({});
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const form = { idPrefix: "x", copy, markers: commonCopy, state: noState };
    for (const [name, words] of Object.entries(copy.fields)) {
      const { required } = fieldProps(form, name);
      expect({ name, required }).toEqual({ name, required: errors[name] !== undefined });
      if (required) expect(errors[name]).toBe(words.required);
    }
  });
});
